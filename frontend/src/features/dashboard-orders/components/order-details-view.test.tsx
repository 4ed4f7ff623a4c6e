import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@fx/contracts';
import {
  callsTo,
  makeOrderDetails,
  makeOrderSnapshot,
  renderDashboard,
} from '@/testing/admin-orders';
import { errorResponse, jsonResponse } from '@/testing/fetch';

const pending = makeOrderDetails();
const PATH = `/api/v1/admin/orders/${pending.id}`;
const ROUTE = `/dashboard/orderDetails/${pending.id}`;

const accepted = makeOrderDetails({
  status: 'accepted',
  acceptedAt: '2026-11-22T10:15:00.000Z',
  rateGuaranteedUntil: '2099-11-23T10:15:00.000Z',
  history: [
    ...pending.history,
    {
      from: 'pending',
      to: 'accepted',
      at: '2026-11-22T10:15:00.000Z',
      by: { kind: 'staff', id: 'clerk@highstreetfx.co.uk' },
    },
  ],
});

function showing(order: OrderDetails) {
  return renderDashboard(ROUTE, { [`GET ${PATH}`]: () => jsonResponse(order) });
}

function actionButtons() {
  return (
    within(screen.getByRole('region', { name: /^Order 12345678$/ }))
      .queryAllByRole('button')
      .map((button) => button.textContent)
      // Offered on every order (issue 33): order-compliance.test.tsx.
      .filter((text) => text !== 'Raise a suspicion report')
  );
}

describe('the order details', () => {
  it("shows what the customer's confirmation shows", async () => {
    showing(pending);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order 12345678' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('12345678');
    const lines = screen.getByRole('table', { name: 'Your order' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Currency', 'From', 'To', 'Rate']);
    expect(within(lines).getByRole('row', { name: /EUR/ })).toHaveTextContent(
      'EUR£300.00€340.171.1339',
    );
    expect(screen.getByRole('heading', { name: 'Booking Details' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Important Notification/ })).toBeInTheDocument();
    expect(document.title).toMatch(/^Order 12345678/);
  });

  it('shows a pending order with its history and only accept and delete', async () => {
    showing(pending);

    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });
    expect(screen.getByText('Status:', { exact: false }).parentElement).toHaveTextContent(
      'Pending',
    );
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Placed by the customer on 22 November 2026 at 10:00',
    ]);
    expect(screen.getByRole('region', { name: 'Rate guarantee' })).toHaveTextContent(
      'the rates are guaranteed for 24 hours once the order is accepted',
    );
    expect(actionButtons()).toEqual(['Accept', 'Delete']);
  });

  it('shows who accepted an order and when, its guarantee, and only complete and delete', async () => {
    showing(accepted);

    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Placed by the customer on 22 November 2026 at 10:00',
      'Accepted by clerk@highstreetfx.co.uk on 22 November 2026 at 10:15',
    ]);
    expect(screen.getByRole('region', { name: 'Rate guarantee' })).toHaveTextContent(
      'The rates are guaranteed until 23 November 2099 at 10:15.',
    );
    expect(actionButtons()).toEqual(['Complete', 'Delete']);
    expect(screen.getByRole('link', { name: /Back to Accepted Orders/ })).toHaveAttribute(
      'href',
      '/dashboard/activeOrders',
    );
  });

  it('offers only delete for a completed order and nothing for a cancelled one', async () => {
    const { unmount } = showing(makeOrderDetails({ status: 'completed' }));
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });
    expect(actionButtons()).toEqual(['Delete']);
    unmount();

    showing(makeOrderDetails({ status: 'cancelled', cancelledAt: '2026-11-22T10:20:00.000Z' }));
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });
    expect(actionButtons()).toEqual([]);
    expect(
      screen.getByText('This order is closed: nothing more can be done with it.'),
    ).toBeInTheDocument();
  });

  it('accepts the order from here and shows its new state', async () => {
    const user = userEvent.setup();
    const { fetch } = renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () => jsonResponse(pending),
      [`POST ${PATH}/accept`]: () => jsonResponse(accepted),
    });
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveAccessibleDescription(
      /You won't be able to revert this!/,
    );
    await user.click(screen.getByRole('button', { name: 'Yes, Aceept!' }));

    expect(await screen.findByRole('dialog', { name: 'Accepted!' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${PATH}/accept`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(actionButtons()).toEqual(['Complete', 'Delete']);
    expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'Accepted by clerk@highstreetfx.co.uk',
    );
  });

  it('says there is no such order for an unknown id, with a way back', async () => {
    renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () => errorResponse(404, 'ORDER_NOT_FOUND', 'There is no such order'),
    });

    expect(
      await screen.findByRole('heading', { name: 'There is no such order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pending Orders' })).toHaveAttribute(
      'href',
      '/dashboard/manageOrders',
    );
  });

  it('refreshes when the order changes elsewhere', async () => {
    let order = pending;
    const { events } = renderDashboard(ROUTE, { [`GET ${PATH}`]: () => jsonResponse(order) });
    await screen.findByRole('heading', { level: 2, name: 'Order 12345678' });
    await waitFor(() => expect(events.connections()).toBeGreaterThan(0));

    order = accepted;
    events.send('order.accepted', {
      order: makeOrderSnapshot({ orderId: pending.id, orderNumber: pending.orderNumber }),
      acceptedAt: '2026-11-22T10:15:00.000Z',
      acceptedBy: { kind: 'staff', id: 'clerk@highstreetfx.co.uk' },
      rateGuaranteedUntil: '2099-11-23T10:15:00.000Z',
    });

    await waitFor(() => expect(actionButtons()).toEqual(['Complete', 'Delete']));
  });
});
