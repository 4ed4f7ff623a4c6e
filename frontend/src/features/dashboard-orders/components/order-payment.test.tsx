import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@fx/contracts';
import {
  ADMIN_ORDERS,
  findOrdersTable,
  listRoute,
  makeOrderDetails,
  makeOrderSummary,
  makePaidDeliveryDetails,
  renderDashboard,
  rowOf,
} from '@/testing/admin-orders';
import { highStreetNorth } from '@/testing/branches';
import { jsonResponse } from '@/testing/fetch';

const inStore = makeOrderSummary();
const paidCollect = makeOrderSummary({
  id: '0b7c9a52-3f0e-4d5a-9c1e-000000000002',
  orderNumber: '20000002',
  payment: 'authorised',
});
const paidDelivery = makeOrderSummary({
  id: '0b7c9a52-3f0e-4d5a-9c1e-000000000003',
  orderNumber: '20000003',
  payment: 'captured',
  fulfilment: 'delivery',
  status: 'accepted',
});
const refundFailed = makeOrderSummary({
  id: '0b7c9a52-3f0e-4d5a-9c1e-000000000004',
  orderNumber: '20000004',
  payment: 'refund_failed',
  status: 'completed',
});

function cellOf(orderNumber: string, column: string): string | null {
  const row = rowOf(orderNumber);
  return row.querySelector(`[data-label="${column}"]`)?.textContent ?? null;
}

function showing(order: OrderDetails) {
  return renderDashboard(`/dashboard/orderDetails/${order.id}`, {
    [`GET ${ADMIN_ORDERS}/${order.id}`]: () => jsonResponse(order),
  });
}

function panel(name: string) {
  return within(screen.getByRole('region', { name }));
}

function facts(name: string): string[] {
  return panel(name)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('payment and delivery in the order lists', () => {
  it('shows each order\'s payment status, or "In store", and how it reaches the customer', async () => {
    renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [inStore, paidCollect]),
    });
    await findOrdersTable();

    expect(cellOf('12345678', 'Payment')).toBe('In store');
    expect(cellOf('12345678', 'Delivery')).toBe('In branch');
    expect(cellOf('20000002', 'Payment')).toBe('Authorised');
  });

  it('offers Dispatch instead of Complete for an accepted delivery order', async () => {
    renderDashboard('/dashboard/activeOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [paidDelivery]),
    });
    await findOrdersTable();

    expect(cellOf('20000003', 'Payment')).toBe('Captured');
    expect(cellOf('20000003', 'Delivery')).toBe('Home delivery');
    const row = within(rowOf('20000003'));
    expect(row.getByRole('link', { name: 'Dispatch order 20000003' })).toHaveAttribute(
      'href',
      '/dashboard/dispatch',
    );
    expect(row.queryByRole('button', { name: /complete/i })).not.toBeInTheDocument();
  });

  it('shows a refund that failed in History', async () => {
    renderDashboard('/dashboard/history', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [refundFailed]),
    });
    await findOrdersTable();

    expect(cellOf('20000004', 'Payment')).toBe('Refund failed');
  });

  it('says a paid order is refunded in full before staff delete it, and not for one paid in store', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [inStore, paidCollect]),
    });
    await findOrdersTable();

    await user.click(screen.getByRole('button', { name: 'Delete order 20000002' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      'The customer paid by card: the order is cancelled and they get a full refund.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete order 12345678' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).not.toHaveTextContent(
      'full refund',
    );
  });
});

describe('payment, delivery and the buy-back guarantee in the order details', () => {
  it('shows the card payment, the delivery and the guarantee', async () => {
    showing(makePaidDeliveryDetails());
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });

    expect(facts('Payment')).toEqual([
      'Status: Captured',
      'Amount: £610.98',
      'Card: Visa ending 5556',
      'Paid: 26 November 2026 at 10:00',
    ]);
    expect(facts('Delivery')).toEqual([
      'Address: 1 Park Row, Flat 2, Leeds, LS1 5AB',
      'Day: Saturday 28 November',
      'Saturday: Yes, Saturday delivery',
      'Fee: £6.99',
      'Tracking number: Not dispatched yet',
    ]);
    expect(facts('Buy-back guarantee')).toEqual([
      'Until: Saturday 26 December',
      'Sells back: Up to €102.05 at 1.1339 EUR per £1Up to US$110.96 at 1.2329 USD per £1',
      'Cap: £750.00',
      'Price: £3.99',
      'Sell-backs used: None yet',
      'Reminder e-mail: Wednesday 23 December',
    ]);
    // Sent by dispatching it, not by Complete.
    const head = within(screen.getByRole('region', { name: /^Order 12345678$/ }));
    expect(
      head
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== 'Raise a suspicion report'),
    ).toEqual(['Delete']);
    expect(head.getByRole('link', { name: 'Dispatch' })).toHaveAttribute(
      'href',
      '/dashboard/dispatch',
    );
  });

  it('shows the tracking number, the dispatch time, a refund and the sell-backs used', async () => {
    const sent = makePaidDeliveryDetails({ status: 'completed' });
    showing({
      ...sent,
      payment: { ...sent.payment, refundedGbp: '50.00' },
      fulfilment: {
        ...sent.fulfilment,
        trackingNumber: 'AB123456785GB',
        dispatchedAt: '2026-11-27T09:30:00.000Z',
      } as OrderDetails['fulfilment'],
      buyBack: { ...sent.buyBack!, usedBy: ['20000010'] },
    });
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });

    expect(facts('Delivery')).toContain('Tracking number: AB123456785GB');
    expect(facts('Delivery')).toContain('Dispatched: 27 November 2026 at 09:30');
    expect(facts('Payment')).toContain('Refunded: £50.00');
    expect(facts('Buy-back guarantee')).toContain('Sell-backs used: order 20000010');
  });

  it('shows an order paid in store and collected in the branch', async () => {
    showing(makeOrderDetails());
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });

    expect(panel('Payment').getByText(/Paid in store/)).toHaveTextContent(
      'Paid in store: the customer pays £600.00 at the counter.',
    );
    expect(facts('Collection')).toEqual([
      `Branch: ${highStreetNorth.name}, ${highStreetNorth.address}`,
      'Day: Monday 23 November',
    ]);
    expect(screen.queryByRole('region', { name: 'Buy-back guarantee' })).not.toBeInTheDocument();
  });

  it('names the order a sell-back uses the guarantee of', async () => {
    showing(makeOrderDetails({ way: 'sell', buyBackOf: '20000002' }));
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });

    expect(
      screen.getByText('Sold back under the buy-back guarantee of order 20000002, at its rates.'),
    ).toBeInTheDocument();
  });

  it('offers no Accept for an order whose card is not held yet', async () => {
    showing(
      makeOrderDetails({
        status: 'awaiting_payment',
        payment: { ...makePaidDeliveryDetails().payment, status: 'awaiting_payment', card: null },
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });

    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(facts('Payment')).toContain('Status: Awaiting payment');
    expect(screen.getByRole('region', { name: 'Rate guarantee' })).toHaveTextContent(
      'the rates are guaranteed from the moment the card payment is held',
    );
  });
});
