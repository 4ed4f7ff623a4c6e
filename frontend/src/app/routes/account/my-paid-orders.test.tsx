import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyOrder, PlaceOrder } from '@fx/contracts';
import { setSiteSettings } from '@/config/site';
import { readCart } from '@/lib/cart-store';
import { makeMyOrder, orderCard, paidByCard, renderMyOrders } from '@/testing/account';
import { deliveredMonday, onFridayMorning, openGuarantee } from '@/testing/checkout';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse } from '@/testing/fetch';
import { chooseFirstDay, purchaseBranches, refusedField } from '@/testing/purchase';
import { exampleSiteSettings } from '@/testing/site-settings';

/** Paid by card on Friday 27 November, delivered Monday 30th, with the buy-back guarantee. */
const delivered = makeMyOrder({
  id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567802',
  orderNumber: '23456789',
  payment: paidByCard('558.99'),
  fulfilment: deliveredMonday(),
  collectionDate: null,
  buyBack: openGuarantee,
});
const refunded = makeMyOrder({
  id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567803',
  orderNumber: '34567890',
  status: 'cancelled',
  cancellable: false,
  payment: paidByCard('550.00', { status: 'refunded', refundedGbp: '550.00' }),
});
const inStore = makeMyOrder();

describe('My orders: paid orders, delivery and the buy-back guarantee', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    onFridayMorning();
  });
  afterEach(() => vi.useRealTimers());

  it('says how each order is paid, and a delivery’s day, address and tracking number', async () => {
    renderMyOrders([delivered, refunded, inStore]);
    await screen.findByRole('article', { name: 'Order 23456789' });
    const card = orderCard('23456789');
    expect(card.getByText('Paid by card ending 5556')).toBeInTheDocument();
    expect(card.getByText('Delivery day').closest('div')).toHaveTextContent('Monday 30 November');
    expect(card.getByText('Delivery address').closest('div')).toHaveTextContent(
      '1 Acacia Avenue, London, SW1A 1AA',
    );
    expect(card.getByText('Royal Mail tracking number').closest('div')).toHaveTextContent(
      'AB123456785GB',
    );
    expect(orderCard('34567890').getByText('Refunded £550.00')).toBeInTheDocument();
    expect(orderCard('12345678').getByText('Pay in store')).toBeInTheDocument();
  });

  it('says what cancelling a paid order refunds, less the fee the Terms state', async () => {
    const paid = makeMyOrder({ payment: paidByCard('453.99') });
    const { user } = renderMyOrders([paid]);
    await user.click(await screen.findByRole('button', { name: 'Cancel order 12345678' }));
    expect(screen.getByRole('dialog', { name: 'Cancel order 12345678?' })).toHaveTextContent(
      'We will refund £453.99 to your card ending 5556: the £453.99 you paid less a £0.00 fee, as our Terms state.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep my order' }));

    setSiteSettings({
      ...exampleSiteSettings,
      orders: { ...exampleSiteSettings.orders, cancellationFeeGbp: '5' },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel order 12345678' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'We will refund £448.99 to your card ending 5556: the £453.99 you paid less a £5.00 fee',
    );
  });

  it('sells back at the guarantee’s rate: a Click & Sell order with buyBackOf, the server’s refusal at the line', async () => {
    const placed: PlaceOrder[] = [];
    const { user, router } = renderMyOrders([delivered] satisfies MyOrder[], {
      'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
      'GET /api/v1/branches': () => jsonResponse(purchaseBranches()),
      'POST /api/v1/orders': ({ body }) => {
        placed.push(body as PlaceOrder);
        const message = "You can sell back at most 101.70 EUR under this order's guarantee";
        return refusedField(422, 'UNPROCESSABLE', 'lines.0.amount', message);
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Sell back at 1.1300 EUR per £1 until Sunday 27 December',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Sell travel money' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchase/EUR/Sell');
    expect(
      screen.getByText(/Selling back EUR under the buy-back guarantee of order 23456789/),
    ).toHaveTextContent('at 1.1300 EUR per £1, up to 101.70 EUR, until Sunday 27 December');

    await user.click(await screen.findByRole('radio', { name: 'EUR' }));
    await user.type(screen.getByLabelText('Amount in EUR'), '120');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(await summary.findByText('EUR at 1.1300 per £1')).toBeInTheDocument();
    expect(readCart()[0]).toMatchObject({ currency: 'EUR', way: 'sell', rate: '1.1300' });

    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({
      way: 'sell',
      payment: 'in_store',
      buyBackOf: '23456789',
      lines: [{ currency: 'EUR', amount: '120', side: 'foreign', shownRate: '1.1300' }],
    });
    expect(
      await summary.findByText("You can sell back at most 101.70 EUR under this order's guarantee"),
    ).toBeInTheDocument();
  });
});
