import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@fx/contracts';
import { makeOrderDetails, renderDashboard } from '@/testing/admin-orders';
import { jsonResponse } from '@/testing/fetch';

function showing(overrides: Partial<OrderDetails>) {
  const order = makeOrderDetails(overrides);
  renderDashboard(`/dashboard/orderDetails/${order.id}`, {
    [`GET /api/v1/admin/orders/${order.id}`]: () => jsonResponse(order),
  });
  return screen.findByRole('region', { name: "The customer's recent orders" });
}

const linked = (totalGbp: string, orders: number) => ({
  totalGbp,
  orders,
  windowDays: 90,
  limitGbp: '10000',
});

describe("the order details: the collection day and the customer's recent orders", () => {
  it('shows the day the customer will collect', async () => {
    await showing({ collectionDate: '2026-11-26' });

    expect(screen.getByText(/^Collection day:/)).toHaveTextContent(
      'Collection day: Thursday 26 November',
    );
  });

  it('shows no collection day for an order placed before days were chosen', async () => {
    await showing({ collectionDate: null });

    expect(screen.queryByText(/^Collection day:/)).not.toBeInTheDocument();
  });

  it("shows the customer's 90-day total against the limit, plainly when well under it", async () => {
    const summary = await showing({ linkedOrders: linked('1250.50', 2) });

    expect(summary).toHaveTextContent(
      'Orders in the last 90 days: £1,250.50 of £10,000 limit (2 orders)',
    );
    expect(summary).not.toHaveTextContent(/limit:/);
  });

  it('warns when the total comes near the limit', async () => {
    const summary = await showing({ linkedOrders: linked('8600.00', 4) });

    expect(summary).toHaveTextContent('£8,600 of £10,000 limit (4 orders)');
    expect(summary).toHaveTextContent('Near the limit: a larger order will be refused.');
  });

  it('marks a total at or over the limit', async () => {
    const summary = await showing({ linkedOrders: linked('10450.00', 5) });

    expect(summary).toHaveTextContent('£10,450 of £10,000 limit (5 orders)');
    expect(summary).toHaveTextContent('At or over the limit');
  });

  it('counts one order as one', async () => {
    const summary = await showing({ linkedOrders: linked('600.00', 1) });

    expect(summary).toHaveTextContent('£600 of £10,000 limit (1 order)');
  });
});
