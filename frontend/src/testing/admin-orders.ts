import { screen } from '@testing-library/react';
import type { OrderDetails, OrderList, OrderSnapshot, OrderSummary } from '@fx/contracts';
import { highStreetNorth } from '@/testing/branches';
import { renderAsAdmin } from '@/testing/dashboard-admin';
import { jsonResponse } from '@/testing/fetch';
import type { routeFetch } from '@/testing/fetch';

export const ADMIN_EMAIL = 'clerk@highstreetfx.co.uk';

/** The staff's order lists; an order's own path is below it. */
export const ADMIN_ORDERS = '/api/v1/admin/orders';

/** A row of the Pending list as GET /api/v1/admin/orders answers it. */
export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: '0b7c9a52-3f0e-4d5a-9c1e-2a6f8e4d1b01',
    orderNumber: '12345678',
    name: 'Ada Lovelace',
    phone: '07700 900123',
    email: 'ada@example.com',
    way: 'collect',
    status: 'pending',
    totalGbp: '600.00',
    foreign: [
      { amount: '340.02', currency: 'EUR' },
      { amount: '266.36', currency: 'USD' },
    ],
    placedAt: '2024-03-05T14:30:00.000Z',
    payment: null,
    fulfilment: 'collect',
    compliance: 'clear',
    ...overrides,
  };
}

/** `count` distinct rows, newest first, numbered from `from`. */
export function makeOrderRows(count: number, from = 0): OrderSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return makeOrderSummary({
      id: `0b7c9a52-3f0e-4d5a-9c1e-${String(n).padStart(12, '0')}`,
      orderNumber: String(20_000_000 + n),
      name: `Customer ${n}`,
    });
  });
}

export function makeOrderList(
  orders: OrderSummary[],
  overrides: Partial<OrderList> = {},
): OrderList {
  return { orders, total: orders.length, page: 1, pageSize: 25, ...overrides };
}

/** GET /api/v1/admin/orders/{id} for a pending Click & Collect order of two currencies. */
export function makeOrderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: '0b7c9a52-3f0e-4d5a-9c1e-2a6f8e4d1b01',
    orderNumber: '12345678',
    status: 'pending',
    way: 'collect',
    branch: highStreetNorth,
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '07700 900123',
    },
    lines: [
      {
        currency: 'EUR',
        rate: '1.1339',
        gbp: '300.00',
        foreign: '340.17',
        from: { amount: '300.00', currency: 'GBP' },
        to: { amount: '340.17', currency: 'EUR' },
      },
      {
        currency: 'USD',
        rate: '1.2329',
        gbp: '300.00',
        foreign: '369.87',
        from: { amount: '300.00', currency: 'GBP' },
        to: { amount: '369.87', currency: 'USD' },
      },
    ],
    totalGbp: '600.00',
    placedAt: '2026-11-22T10:00:00.000Z',
    acceptedAt: null,
    completedAt: null,
    cancelledAt: null,
    archivedAt: null,
    rateGuaranteedUntil: null,
    history: [
      { from: null, to: 'pending', at: '2026-11-22T10:00:00.000Z', by: { kind: 'customer' } },
    ],
    collectionDate: '2026-11-23',
    linkedOrders: { totalGbp: '600.00', orders: 1, windowDays: 90, limitGbp: '10000' },
    payment: {
      method: 'in_store',
      status: null,
      amountDueGbp: '600.00',
      card: null,
      paidAt: null,
      refundedGbp: '0.00',
    },
    fulfilment: { kind: 'collect' },
    buyBack: null,
    buyBackOf: null,
    compliance: { status: 'clear', dueDiligence: null, idCheckId: null, erasedAt: null },
    ...overrides,
  };
}

/** What an `order.*` event says of the order. */
export function makeOrderSnapshot(overrides: Partial<OrderSnapshot> = {}): OrderSnapshot {
  return {
    orderId: '9d3e1f4a-6b2c-4e8d-a1f7-5c0b9e2d3a44',
    orderNumber: '87654321',
    way: 'sell',
    customer: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '07700 900456',
    },
    branch: highStreetNorth,
    lines: [{ currency: 'EUR', rate: '1.2041', gbp: '83.05', foreign: '100.00' }],
    totalGbp: '83.05',
    placedAt: '2026-11-22T11:00:00.000Z',
    ...overrides,
  };
}

/** Renders the app at a dashboard `path`, signed in as an admin, with these API answers. */
export function renderDashboard(path: string, routes: Parameters<typeof renderAsAdmin>[1]) {
  return renderAsAdmin(path, routes);
}

/** The calls the page made to `METHOD /path` (query string included in each url). */
export function callsTo(fetch: ReturnType<typeof routeFetch>, method: string, path: string) {
  return fetch.mock.calls
    .map(([input, init]) => ({
      url: new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      ),
      method: (init?.method ?? 'GET').toUpperCase(),
    }))
    .filter((call) => call.method === method && call.url.pathname === path);
}

/** The orders table, once it shows. */
export function findOrdersTable() {
  return screen.findByRole('table');
}

/** The orders table's row for `orderNumber`. */
export function rowOf(orderNumber: string) {
  return screen.getByRole('row', { name: new RegExp(orderNumber) });
}

/** A list endpoint answering from `orders()` each time, filtered by status like the server. */
export function listRoute(orders: () => OrderSummary[]) {
  return ({ url }: { url: string }) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const rows = orders().filter((order) => order.status === params.get('status'));
    return jsonResponse(makeOrderList(rows));
  };
}

/**
 * GET /api/v1/admin/orders/{id} for an order paid by card (Visa debit ending 5556), delivered to
 * Leeds on Saturday 28 November 2026 with the buy-back guarantee: accepted and captured, not yet
 * dispatched.
 */
export function makePaidDeliveryDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return makeOrderDetails({
    status: 'accepted',
    acceptedAt: '2026-11-26T10:15:00.000Z',
    rateGuaranteedUntil: '2099-11-27T10:00:00.000Z',
    collectionDate: null,
    payment: {
      method: 'card',
      status: 'captured',
      amountDueGbp: '610.98',
      card: { brand: 'visa', last4: '5556' },
      paidAt: '2026-11-26T10:00:00.000Z',
      refundedGbp: '0.00',
    },
    fulfilment: {
      kind: 'delivery',
      address: { line1: '1 Park Row', line2: 'Flat 2', town: 'Leeds', postcode: 'LS1 5AB' },
      nation: 'england',
      day: '2026-11-28',
      saturday: true,
      feeGbp: '6.99',
      trackingNumber: null,
      dispatchedAt: null,
    },
    buyBack: {
      priceGbp: '3.99',
      until: '2026-12-26',
      reminderOn: '2026-12-23',
      capGbp: '750',
      allowances: [
        { currency: 'EUR', rate: '1.1339', foreign: '102.05' },
        { currency: 'USD', rate: '1.2329', foreign: '110.96' },
      ],
      usedBy: [],
    },
    ...overrides,
  });
}
