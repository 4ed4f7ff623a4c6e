import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountMessages } from '@fx/contracts/web';
import {
  CUSTOMER_EMAIL,
  authorizationOf,
  makeMyOrder,
  orderCard,
  renderMyOrders,
  renderSignedIn,
} from '@/testing/account';
import { createFakeAuth } from '@/testing/fake-auth';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';
import { findToast } from '@/testing/toast';

const pending = makeMyOrder();
const accepted = makeMyOrder({
  id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567802',
  orderNumber: '87654321',
  status: 'accepted',
  way: 'sell',
  lines: [
    {
      currency: 'EUR',
      rate: '1.2041',
      gbp: '83.05',
      foreign: '100.00',
      from: { amount: '100.00', currency: 'EUR' },
      to: { amount: '83.05', currency: 'GBP' },
      requested: { amount: '100', side: 'foreign' },
    },
  ],
  totalGbp: '83.05',
  placedAt: '2026-11-20T09:15:00.000Z',
  acceptedAt: '2026-11-20T10:00:00.000Z',
  rateGuaranteedUntil: '2026-11-21T10:00:00.000Z',
  cancellable: false,
});
const archived = makeMyOrder({
  id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567803',
  orderNumber: '11223344',
  status: 'archived',
  placedAt: '2026-10-01T09:00:00.000Z',
  cancellable: false,
});

describe('My orders', () => {
  beforeEach(() => localStorage.clear());

  it('sends a signed-out visitor to sign in, then brings them back to their orders', async () => {
    routeFetch({
      'GET /api/v1/config': () => jsonResponse(makePublicConfig()),
      'POST /api/v1/me': () => jsonResponse(makeUserRecord(CUSTOMER_EMAIL)),
      'GET /api/v1/me/orders': () => jsonResponse({ orders: [pending] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/orders', { auth: createFakeAuth() });

    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await user.type(screen.getByLabelText('Email'), CUSTOMER_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/orders');
    expect(await screen.findByRole('article', { name: 'Order 12345678' })).toBeInTheDocument();
  });

  it('is where /account leads, with a way to the rate alerts', async () => {
    const { router } = renderSignedIn('/account', {
      'GET /api/v1/me/orders': () => jsonResponse({ orders: [] }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/orders');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Rate alerts' })).toHaveAttribute(
      'href',
      '/account/alerts',
    );
  });

  it('lists the orders newest first with their status, way, branch, total, lines and guarantee', async () => {
    const { fetch } = renderMyOrders([pending, accepted, archived]);

    expect(await screen.findByRole('article', { name: 'Order 12345678' })).toBeInTheDocument();
    expect(document.title).toBe('My orders | Highstreet FX');
    const titles = screen
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'));
    expect(titles.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Order 12345678',
      'Order 87654321',
      'Order 11223344',
    ]);

    const first = orderCard('12345678');
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('22 November 2026 at 10:00')).toBeInTheDocument();
    expect(first.getByText('Click & Collect')).toBeInTheDocument();
    expect(first.getByText('Highstreet FX, High Street North')).toBeInTheDocument();
    expect(first.getAllByText('£550.00').length).toBeGreaterThan(0);
    const lines = first.getByRole('table', { name: 'Currencies in order 12345678' });
    expect(
      within(lines).getByRole('row', { name: /EUR £300.00 €339.00 1.1300/ }),
    ).toBeInTheDocument();
    expect(
      within(lines).getByRole('row', { name: /USD £250.00 US\$307.50 1.2300/ }),
    ).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Cancel order 12345678' })).toBeInTheDocument();
    expect(first.queryByText(/Rates guaranteed/)).not.toBeInTheDocument();

    const second = orderCard('87654321');
    expect(second.getByText('Accepted')).toBeInTheDocument();
    expect(second.getByText('Click & Sell')).toBeInTheDocument();
    expect(
      second.getByText('Rates guaranteed until 21 November 2026 at 10:00.'),
    ).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();

    expect(orderCard('11223344').getByText('Completed')).toBeInTheDocument();
    expect(
      authorizationOf(fetch.mock.calls.find(([url]) => url === '/api/v1/me/orders')?.[1]),
    ).toBe(`Bearer token-for-uid-${CUSTOMER_EMAIL}`);
  });

  it('says the collection day, and nothing for an order placed before days were chosen', async () => {
    const older = makeMyOrder({ ...archived, collectionDate: null });
    renderMyOrders([pending, older]);

    const card = await screen.findByRole('article', { name: 'Order 12345678' });
    const day = within(card).getByText('Collection day').closest('div')!;
    expect(day).toHaveTextContent('Thursday 26 November');
    expect(orderCard('11223344').queryByText('Collection day')).not.toBeInTheDocument();
  });

  it('opens the details of an order: booking details and its history', async () => {
    const { user } = renderMyOrders([accepted]);

    const card = await screen.findByRole('article', { name: 'Order 87654321' });
    const toggle = within(card).getByRole('button', { name: 'Show details of order 87654321' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByText('07700 900123')).toBeInTheDocument();
    expect(within(card).getByText('Accepted by the branch')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the tracking page' })).toHaveAttribute(
      'href',
      '/orders/87654321',
    );
  });

  it('says when there are no orders yet, with a link to the rates', async () => {
    renderMyOrders([]);

    expect(
      await screen.findByRole('heading', { name: 'You have no orders yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See today's rates" })).toHaveAttribute(
      'href',
      '/exchangeRates',
    );
  });

  it('says what went wrong when the orders cannot be loaded, and tries again', async () => {
    let calls = 0;
    const { user } = renderMyOrders(() => {
      calls += 1;
      return calls === 1
        ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The orders service is not available.')
        : jsonResponse({ orders: [pending] });
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders service is not available.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order 12345678' })).toBeInTheDocument();
  });

  it('cancels a pending order after asking, and says the customer has been e-mailed', async () => {
    const cancelled = makeMyOrder({
      status: 'cancelled',
      cancelledAt: '2026-11-22T10:30:00.000Z',
      cancellable: false,
    });
    const { user } = renderMyOrders([pending], {
      [`POST /api/v1/me/orders/${pending.id}/cancel`]: () => jsonResponse(cancelled),
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel order 12345678' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 12345678?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(
      await findToast('Order 12345678 is cancelled. We have e-mailed you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = orderCard('12345678');
    expect(card.getByText('Cancelled')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order 12345678' })).toHaveFocus();
  });

  it("shows the branch's reason when the order can no longer be cancelled online", async () => {
    const reason =
      'Order 12345678 has been accepted by the branch and can only be cancelled by the branch: please call High Street North on 020 7946 0112.';
    let listed = 0;
    const { user } = renderMyOrders(
      () => {
        listed += 1;
        return jsonResponse({
          orders: [listed === 1 ? pending : { ...pending, status: 'accepted', cancellable: false }],
        });
      },
      {
        [`POST /api/v1/me/orders/${pending.id}/cancel`]: () =>
          errorResponse(409, 'ORDER_NOT_PENDING', reason),
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Cancel order 12345678' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    const dialog = await screen.findByRole('dialog', { name: "We couldn't cancel order 12345678" });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The list is fetched again: the order is now shown as accepted.
    expect(await orderCard('12345678').findByText('Accepted')).toBeInTheDocument();
    expect(
      orderCard('12345678').queryByRole('button', { name: /Cancel order/ }),
    ).not.toBeInTheDocument();
  });

  it('asks an unverified customer to verify their e-mail, and sends the link', async () => {
    const { user, auth, router } = renderMyOrders(
      () => errorResponse(403, 'EMAIL_NOT_VERIFIED', AccountMessages.verifyEmail),
      {},
      { emailVerified: false },
    );

    expect(
      await screen.findByRole('heading', { name: 'Verify your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.getByText(AccountMessages.verifyEmail)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send verification e-mail' }));

    expect(await screen.findByText('Check your inbox, then sign in again.')).toBeInTheDocument();
    expect(auth.sendEmailVerification).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/account/orders', search: '', hash: '' },
    });
  });
});
