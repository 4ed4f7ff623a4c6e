import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertList, MyOrder, OrderPayment, RateAlert } from '@fx/contracts';
import { highStreetNorth } from '@/testing/branches';
import { createFakeAuth, makeUser } from '@/testing/fake-auth';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';

export const CUSTOMER_EMAIL = 'ada@example.com';

/** The payment of an order reserved and paid in store: nothing is taken online. */
export const PAY_IN_STORE: OrderPayment = {
  method: 'in_store',
  status: null,
  amountDueGbp: '0.00',
  card: null,
  paidAt: null,
  refundedGbp: '0.00',
};

/** A card payment held for `amountDueGbp` by the debit card ending 5556 (the stand-in's). */
export function paidByCard(amountDueGbp: string, overrides: Partial<OrderPayment> = {}) {
  return {
    method: 'card',
    status: 'authorised',
    amountDueGbp,
    card: { brand: 'visa', last4: '5556' },
    paidAt: '2026-11-22T10:01:00.000Z',
    refundedGbp: '0.00',
    ...overrides,
  } satisfies OrderPayment;
}

/** One of the customer's orders as GET /api/v1/me/orders lists it: pending, EUR and USD. */
export function makeMyOrder(overrides: Partial<MyOrder> = {}): MyOrder {
  return {
    id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567801',
    orderNumber: '12345678',
    status: 'pending',
    way: 'collect',
    branch: highStreetNorth,
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: CUSTOMER_EMAIL,
      phone: '07700 900123',
    },
    lines: [
      {
        currency: 'EUR',
        rate: '1.1300',
        gbp: '300.00',
        foreign: '339.00',
        from: { amount: '300.00', currency: 'GBP' },
        to: { amount: '339.00', currency: 'EUR' },
        requested: { amount: '295', side: 'gbp' },
      },
      {
        currency: 'USD',
        rate: '1.2300',
        gbp: '250.00',
        foreign: '307.50',
        from: { amount: '250.00', currency: 'GBP' },
        to: { amount: '307.50', currency: 'USD' },
        requested: { amount: '300', side: 'foreign' },
      },
    ],
    totalGbp: '550.00',
    collectionDate: '2026-11-26',
    placedAt: '2026-11-22T10:00:00.000Z',
    acceptedAt: null,
    completedAt: null,
    cancelledAt: null,
    rateGuaranteedUntil: null,
    payment: PAY_IN_STORE,
    fulfilment: { kind: 'collect' },
    buyBack: null,
    buyBackOf: null,
    cancellable: true,
    ...overrides,
  };
}

/** A rate alert as the API shows it: active, EUR at 1.2000, today's rate 1.1339. */
export function makeRateAlert(overrides: Partial<RateAlert> = {}): RateAlert {
  return {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c01',
    code: 'EUR',
    currencyName: 'Euro',
    targetRate: '1.2000',
    status: 'active',
    createdAt: '2026-11-20T09:00:00.000Z',
    triggeredAt: null,
    triggeredRate: null,
    currentRate: '1.1339',
    channel: 'email',
    ...overrides,
  };
}

/** Alerts as My alerts lists them: one active, one waiting for its link, one fired. */
export const sampleAlerts = {
  activeEuro: makeRateAlert(),
  /** Set by e-mail and waiting for its link. */
  unconfirmedDollar: makeRateAlert({
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c02',
    code: 'USD',
    currencyName: 'US Dollar',
    targetRate: '1.3000',
    status: 'unconfirmed',
    currentRate: '1.2329',
  }),
  /** Fired on 21 November 2026; its currency is no longer offered. */
  sentYen: makeRateAlert({
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c03',
    code: 'JPY',
    currencyName: 'Japanese Yen',
    targetRate: '180.0000',
    status: 'triggered',
    triggeredAt: '2026-11-21T08:00:00.000Z',
    triggeredRate: '180.8371',
    currentRate: null,
  }),
};

export function makeAlertList(alerts: RateAlert[], remaining = 10 - alerts.length): AlertList {
  return { alerts, remaining };
}

type Routes = Parameters<typeof routeFetch>[0];

/**
 * Renders the app at `path` with a customer signed in (verified unless told otherwise); `routes`
 * answer the page's calls, besides the user record every signed-in page loads.
 */
export function renderSignedIn(
  path: string,
  routes: Routes,
  {
    emailVerified = true,
    email = CUSTOMER_EMAIL,
  }: { emailVerified?: boolean; email?: string } = {},
) {
  const fetch = routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig()),
    'GET /api/v1/me': () => jsonResponse(makeUserRecord(email)),
    ...routes,
  });
  const auth = createFakeAuth({ user: makeUser(email, { emailVerified }) });
  return { ...renderApp(path, { auth }), fetch };
}

/** My orders at /account/orders, listing `orders` (or answering GET /me/orders with it). */
export function renderMyOrders(
  orders: MyOrder[] | (() => Response),
  routes: Routes = {},
  options: { emailVerified?: boolean } = {},
) {
  const app = renderSignedIn(
    '/account/orders',
    {
      'GET /api/v1/me/orders':
        typeof orders === 'function' ? orders : () => jsonResponse({ orders }),
      ...routes,
    },
    options,
  );
  return { ...app, user: userEvent.setup() };
}

/** Queries within the card of order `orderNumber` on My orders. */
export function orderCard(orderNumber: string) {
  return within(screen.getByRole('article', { name: `Order ${orderNumber}` }));
}

/** The Authorization header a call was sent with. */
export function authorizationOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}
