import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_IN_STORE, paidByCard } from '@/testing/account';
import { makeOrderDetails } from '@/testing/admin-orders';
import { deliveredMonday, openGuarantee } from '@/testing/checkout';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

// The customer's view of an accepted order (the staff fixture carries a few more fields).
const order = {
  ...makeOrderDetails({
    orderNumber: '48151623',
    status: 'accepted',
    acceptedAt: '2026-11-22T11:00:00.000Z',
    rateGuaranteedUntil: '2026-11-23T11:00:00.000Z',
    collectionDate: '2026-11-26',
  }),
  payment: PAY_IN_STORE,
  fulfilment: { kind: 'collect' as const },
  buyBack: null,
  buyBackOf: null,
};

describe('order tracking', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the status of an order found by its number and e-mail', async () => {
    const fetch = routeFetch({
      'GET /api/v1/orders/48151623': ({ url }) =>
        new URL(url, 'http://x').searchParams.get('email') === 'ada@example.com'
          ? jsonResponse(order)
          : errorResponse(404, 'ORDER_NOT_FOUND', 'We could not find an order'),
    });
    const user = userEvent.setup();
    renderApp('/orders/48151623');
    expect(await screen.findByLabelText('Order number')).toHaveValue('48151623');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByText('Ready: the branch has accepted it')).toBeInTheDocument();
    expect(screen.getByText(/guaranteed until 23 November 2026 at 11:00/)).toBeInTheDocument();
    expect(screen.getByText('Collection day').closest('div')).toHaveTextContent(
      'Thursday 26 November',
    );
    expect(screen.getByText(/collect your order on Thursday 26 November/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'eve@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(
      await screen.findByText(/could not find an order with that number and e-mail/),
    ).toBeInTheDocument();
  });

  it('checks the number and e-mail before asking', async () => {
    const fetch = routeFetch({});
    const user = userEvent.setup();
    renderApp('/orders');
    await user.type(await screen.findByLabelText('Order number'), '123');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByText('Enter the 8-digit order number')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a delivered order’s payment, day, address and tracking number, and the sell-back while open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    const delivered = {
      ...order,
      status: 'completed' as const,
      collectionDate: null,
      payment: paidByCard('453.99', { status: 'captured' }),
      fulfilment: deliveredMonday({ line2: 'Flat 2' }),
      buyBack: openGuarantee,
    };
    routeFetch({ 'GET /api/v1/orders/48151623': () => jsonResponse(delivered) });
    const user = userEvent.setup();
    renderApp('/orders/48151623');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));

    const row = async (label: string) => (await screen.findByText(label)).closest('div');
    expect(await row('Payment')).toHaveTextContent('Paid by card ending 5556');
    expect(await row('Delivery day')).toHaveTextContent('Monday 30 November');
    expect(await row('Delivery address')).toHaveTextContent(
      '1 Acacia Avenue, Flat 2, London, SW1A 1AA',
    );
    expect(await row('Royal Mail tracking number')).toHaveTextContent('AB123456785GB');
    expect(screen.queryByText('Pickup Location')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Sell back at 1.1300 EUR per £1 until Sunday 27 December',
      }),
    ).toBeInTheDocument();
  });
});
