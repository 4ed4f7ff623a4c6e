import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderList } from '@fx/contracts';
import {
  ADMIN_ORDERS,
  callsTo,
  findOrdersTable,
  listRoute,
  makeOrderDetails,
  makeOrderList,
  makeOrderRows,
  makeOrderSnapshot,
  makeOrderSummary,
  renderDashboard,
  rowOf,
} from '@/testing/admin-orders';
import { errorResponse, jsonResponse } from '@/testing/fetch';

const ada = makeOrderSummary();
const ORDER_PATH = `${ADMIN_ORDERS}/${ada.id}`;

describe('the Pending Orders list', () => {
  it("shows the spec's columns, each order's values and its actions", async () => {
    renderDashboard('/dashboard/manageOrders', { [`GET ${ADMIN_ORDERS}`]: listRoute(() => [ada]) });

    const list = await findOrdersTable();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Orders' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Order Id',
      'Name',
      'Phone Number',
      'Way',
      'Amount',
      'FX Amount',
      'Payment',
      'Compliance',
      'Delivery',
      'Time',
      'Action',
    ]);
    const row = rowOf('12345678');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ada Lovelaceada@example.com',
      '07700 900123',
      'Click & Collect',
      '£600.00',
      '€340.02 + US$266.36',
      'In store',
      'Compliance: Clear',
      'In branch',
      'March 5th 2024',
      'AcceptDetailsDelete',
    ]);
    expect(within(row).getByRole('button', { name: 'Accept order 12345678' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Details of order 12345678' })).toHaveAttribute(
      'href',
      `/dashboard/orderDetails/${ada.id}`,
    );
    expect(within(row).getByRole('button', { name: 'Delete order 12345678' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /complete/i })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('shows "Live" once the event stream is open', async () => {
    renderDashboard('/dashboard/manageOrders', { [`GET ${ADMIN_ORDERS}`]: listRoute(() => [ada]) });

    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('accepts an order after the confirm dialog, says so, and refreshes the list', async () => {
    const user = userEvent.setup();
    let orders = [ada];
    const { fetch } = renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => orders),
      [`POST ${ORDER_PATH}/accept`]: () => {
        orders = [{ ...ada, status: 'accepted' }];
        return jsonResponse(makeOrderDetails({ status: 'accepted' }));
      },
    });
    await findOrdersTable();
    const listCalls = callsTo(fetch, 'GET', ADMIN_ORDERS).length;

    await user.click(screen.getByRole('button', { name: 'Accept order 12345678' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(/You won't be able to revert this!/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Aceept!' }));

    const done = await screen.findByRole('dialog', { name: 'Accepted!' });
    expect(within(done).getByText('This order has been accepted.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${ORDER_PATH}/accept`)).toHaveLength(1);
    expect(await screen.findByText('No pending orders')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', ADMIN_ORDERS).length).toBeGreaterThan(listCalls);

    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the order alone when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const { fetch } = renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [ada]),
    });
    await findOrdersTable();

    await user.click(screen.getByRole('button', { name: 'Delete order 12345678' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByRole('button', { name: 'Yes, delete it!' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('12345678')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', ORDER_PATH)).toHaveLength(0);
  });

  it("shows the server's reason when a colleague got there first (409)", async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [ada]),
      [`POST ${ORDER_PATH}/accept`]: () =>
        errorResponse(
          409,
          'ORDER_NOT_PENDING',
          'Order 12345678 is accepted and cannot be accepted',
        ),
    });
    await findOrdersTable();

    await user.click(screen.getByRole('button', { name: 'Accept order 12345678' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Aceept!' }));

    const failed = await screen.findByRole('dialog', { name: "The order wasn't accepted" });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'Order 12345678 is accepted and cannot be accepted',
    );
    expect(screen.queryByRole('dialog', { name: 'Accepted!' })).not.toBeInTheDocument();
  });

  it('shows the confirm button as busy and sends the action only once', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { fetch } = renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => [ada]),
      [`POST ${ORDER_PATH}/accept`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await findOrdersTable();

    await user.click(screen.getByRole('button', { name: 'Accept order 12345678' }));
    const confirm = screen.getByRole('button', { name: 'Yes, Aceept!' });
    await user.click(confirm);
    await user.click(confirm);

    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(callsTo(fetch, 'POST', `${ORDER_PATH}/accept`)).toHaveLength(1);

    answer(jsonResponse(makeOrderDetails({ status: 'accepted' })));
    expect(await screen.findByRole('dialog', { name: 'Accepted!' })).toBeInTheDocument();
  });

  it('searches by order number, name or e-mail with the q query', async () => {
    const user = userEvent.setup();
    const { fetch, router } = renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: ({ url }) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        return jsonResponse(makeOrderList(q ? [] : [ada]));
      },
    });
    await findOrdersTable();

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'grace');

    expect(await screen.findByText('No orders match "grace"')).toBeInTheDocument();
    const searched = callsTo(fetch, 'GET', ADMIN_ORDERS).filter((call) =>
      call.url.searchParams.has('q'),
    );
    // Typing pauses once: one search, not one per key.
    expect(searched.map((call) => call.url.searchParams.get('q'))).toEqual(['grace']);
    expect(searched[0]!.url.searchParams.get('status')).toBe('pending');
    expect(router.state.location.search).toBe('?q=grace');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('pages through the list 25 at a time', async () => {
    const user = userEvent.setup();
    const all = makeOrderRows(73);
    const { fetch } = renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: ({ url }) => {
        const params = new URL(url, 'http://localhost').searchParams;
        const page = Number(params.get('page'));
        const pageSize = Number(params.get('pageSize'));
        const list: OrderList = {
          orders: all.slice((page - 1) * pageSize, page * pageSize),
          total: all.length,
          page,
          pageSize,
        };
        return jsonResponse(list);
      },
    });
    await findOrdersTable();

    const pages = screen.getByRole('navigation', { name: 'Pending Orders pages' });
    expect(within(pages).getByText('Showing 1–25 of 73')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(26);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Showing 26–50 of 73')).toBeInTheDocument();
    expect(rowOf('20000025')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', ADMIN_ORDERS).at(-1)!.url.searchParams.get('pageSize')).toBe('25');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Showing 51–73 of 73')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when there are no pending orders', async () => {
    renderDashboard('/dashboard/manageOrders', { [`GET ${ADMIN_ORDERS}`]: listRoute(() => []) });

    expect(await screen.findByRole('heading', { name: 'No pending orders' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: () =>
        fail
          ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The orders service is not available.')
          : jsonResponse(makeOrderList([ada])),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders service is not available.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findOrdersTable()).toBeInTheDocument();
  });

  it('shows an order placed meanwhile at once, highlighted and announced', async () => {
    const snapshot = makeOrderSnapshot();
    let orders = [ada];
    const { events } = renderDashboard('/dashboard/manageOrders', {
      [`GET ${ADMIN_ORDERS}`]: listRoute(() => orders),
    });
    await findOrdersTable();
    await waitFor(() => expect(events.connections()).toBeGreaterThan(0));

    orders = [
      makeOrderSummary({
        id: snapshot.orderId,
        orderNumber: snapshot.orderNumber,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        way: 'sell',
        totalGbp: '83.05',
        foreign: [{ amount: '100.00', currency: 'EUR' }],
      }),
      ada,
    ];
    events.send('order.placed', { order: snapshot });

    const row = await screen.findByRole('row', { name: /87654321/ });
    expect(row).toHaveClass('orders-table__row--new');
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('Click & Sell')).toBeInTheDocument();
    expect(screen.getByText('New order 87654321')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('row').map((tr) => tr.querySelector('th')?.textContent)).toEqual([
      'Order Id',
      '87654321New',
      '12345678',
    ]);
  });
});
