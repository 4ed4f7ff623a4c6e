import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@fx/contracts';
import {
  ADMIN_ORDERS,
  callsTo,
  findOrdersTable,
  listRoute,
  makeOrderDetails,
  makeOrderSnapshot,
  makeOrderSummary,
  renderDashboard,
  rowOf,
} from '@/testing/admin-orders';
import { jsonResponse } from '@/testing/fetch';

describe('the Accepted Orders list', () => {
  const accepted = makeOrderSummary({ status: 'accepted' });

  it('offers details, complete and delete', async () => {
    renderDashboard('/dashboard/activeOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [accepted]),
    });

    await findOrdersTable();
    const row = rowOf('12345678');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('DetailsCompleteDelete');
    expect(within(row).queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
  });

  it('sends Complete of a collection to the order, where the ID seen is recorded', async () => {
    const user = userEvent.setup();
    const { fetch } = renderDashboard('/dashboard/activeOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [accepted]),
      [`GET ${ADMIN_ORDERS}/${accepted.id}`]: () =>
        jsonResponse(makeOrderDetails({ status: 'accepted' })),
    });
    await findOrdersTable();

    await user.click(screen.getByRole('link', { name: 'Complete order 12345678' }));

    expect(await screen.findByRole('dialog', { name: 'ID seen' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${ADMIN_ORDERS}/${accepted.id}/complete`)).toHaveLength(0);
  });

  it('refreshes when a colleague accepts an order elsewhere', async () => {
    let orders: OrderSummary[] = [];
    const { events } = renderDashboard('/dashboard/activeOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => orders),
    });
    expect(await screen.findByText('No accepted orders')).toBeInTheDocument();
    await waitFor(() => expect(events.connections()).toBeGreaterThan(0));

    orders = [accepted];
    events.send('order.accepted', {
      order: makeOrderSnapshot({ orderId: accepted.id, orderNumber: accepted.orderNumber }),
      acceptedAt: '2026-11-22T10:15:00.000Z',
      acceptedBy: { kind: 'staff', id: 'sam@highstreetfx.co.uk' },
      rateGuaranteedUntil: '2026-11-23T10:15:00.000Z',
    });

    expect(await screen.findByRole('row', { name: /12345678/ })).toBeInTheDocument();
  });
});

describe('the History list', () => {
  const completed = makeOrderSummary({ status: 'completed' });

  it('offers details and delete, and deletes after "Yes, delete it!"', async () => {
    const user = userEvent.setup();
    let orders = [completed];
    const { fetch } = renderDashboard('/dashboard/history', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => orders),
      [`DELETE ${ADMIN_ORDERS}/${completed.id}`]: () => {
        orders = [];
        return jsonResponse(makeOrderDetails({ status: 'archived' }));
      },
    });
    await findOrdersTable();
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    const row = rowOf('12345678');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('DetailsDelete');

    await user.click(within(row).getByRole('button', { name: 'Delete order 12345678' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    const done = await screen.findByRole('dialog', { name: 'Deleted!' });
    expect(within(done).getByText('Your file has been deleted.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', `${ADMIN_ORDERS}/${completed.id}`)).toHaveLength(1);
    expect(await screen.findByText('No completed orders')).toBeInTheDocument();
  });
});
