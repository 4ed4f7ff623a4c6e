import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_BEING_CHECKED } from '@fx/contracts/web';
import { addCartLine } from '@/lib/cart-store';
import { PAY_IN_STORE, makeMyOrder, orderCard, renderMyOrders } from '@/testing/account';
import { makeOrderDetails } from '@/testing/admin-orders';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { orderFrom, placeTheOrder, setupPurchase } from '@/testing/purchase';
import { renderApp } from '@/testing/render';

const TELLS_MORE = /sanction|hold|held|frozen|compliance|screen/i;

describe('an order being checked, as its customer sees it', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says so on the confirmation, instead of the branch confirming it shortly', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    const { user } = setupPurchase((body) =>
      jsonResponse({ ...orderFrom(body), beingChecked: true }, 201),
    );
    await placeTheOrder(user);
    await screen.findByRole('heading', { name: 'Order Confirmation' });
    expect(screen.getByText(ORDER_BEING_CHECKED)).toBeInTheDocument();
    expect(screen.queryByText(/the branch will confirm it shortly/)).not.toBeInTheDocument();
  });

  it('says so on tracking, not that an accepted order is ready, and nothing of why', async () => {
    const order = {
      ...makeOrderDetails({ orderNumber: '48151623', status: 'accepted' }),
      payment: PAY_IN_STORE,
      fulfilment: { kind: 'collect' as const },
      buyBack: null,
      buyBackOf: null,
      beingChecked: true,
    };
    routeFetch({ 'GET /api/v1/orders/48151623': () => jsonResponse(order) });
    const user = userEvent.setup();
    renderApp('/orders/48151623');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    const status = await screen.findByText(ORDER_BEING_CHECKED);
    expect(status).toHaveClass('status');
    expect(screen.queryByText('Ready: the branch has accepted it')).not.toBeInTheDocument();
    expect(status.closest('.confirmation__head')).not.toHaveTextContent(TELLS_MORE);
  });

  it('says so on My orders, for that order only', async () => {
    const checked = makeMyOrder({ orderNumber: '11111111', beingChecked: true });
    const plain = makeMyOrder({
      id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567802',
      orderNumber: '22222222',
      beingChecked: false,
    });
    renderMyOrders([checked, plain]);
    await screen.findByRole('article', { name: 'Order 11111111' });
    expect(orderCard('11111111').getByText('Being checked')).toBeInTheDocument();
    expect(orderCard('11111111').getByText(ORDER_BEING_CHECKED)).toBeInTheDocument();
    expect(orderCard('11111111').queryByText('Pending')).not.toBeInTheDocument();
    expect(orderCard('22222222').queryByText(ORDER_BEING_CHECKED)).not.toBeInTheDocument();
    expect(orderCard('22222222').getByText('Pending')).toBeInTheDocument();
  });
});
