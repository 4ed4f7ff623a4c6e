import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveMode } from '@fx/contracts';
import { jsonResponse } from '@/testing/fetch';
import {
  adminCurrencies,
  callsTo,
  fakeEventStream,
  makeLiveMode,
  makeRateRefreshed,
  renderAsAdmin,
} from '@/testing/dashboard-admin';

const stats = {
  counts: { pending: 0, accepted: 0, completed: 0 },
  timeZone: 'Europe/London',
  topCurrencies: [],
  daily: [],
};

const staleMode = makeLiveMode({
  enabled: true,
  stale: true,
  maxAgeSeconds: 900,
  lastSuccessAt: '2025-03-05T14:00:00.000Z',
  lastFailure: { at: '2025-03-05T14:31:00.000Z', reason: 'unreachable' },
  consecutiveFailures: 3,
});

function renderStatics(live: () => LiveMode, events = fakeEventStream()) {
  return renderAsAdmin(
    '/dashboard/Statics',
    {
      'GET /api/v1/admin/stats': () => jsonResponse(stats),
      'GET /api/v1/admin/rates/live': () => jsonResponse(live()),
    },
    events,
  );
}

describe('the stale-rates banner for staff', () => {
  it('says customers cannot order, with the last failure, on any dashboard screen', async () => {
    renderStatics(() => staleMode);

    const banner = await screen.findByText(/^Rates are older than/);
    expect(banner).toHaveTextContent(
      'Rates are older than 15 minutes: customers cannot place orders until a refresh succeeds.',
    );
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      /Last failure at .*14:31.*: the provider could not be reached\./,
    );
    expect(within(alert).getByRole('link', { name: /Go to Currency/ })).toHaveAttribute(
      'href',
      '/dashboard/Currency',
    );
  });

  it('points to Refresh now on the Currency screen itself, not to a link back to it', async () => {
    renderAsAdmin('/dashboard/Currency', {
      'GET /api/v1/admin/currencies': () => jsonResponse({ currencies: adminCurrencies }),
      'GET /api/v1/admin/rates/live': () => jsonResponse(staleMode),
    });

    const alert = (await screen.findByText(/^Rates are older than/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Refresh them below with Refresh now.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('is not there while the rates are fresh', async () => {
    const { fetch } = renderStatics(() => makeLiveMode());
    await screen.findAllByRole('link', { name: /Orders \d/ });
    await waitFor(() => expect(callsTo(fetch, 'GET /api/v1/admin/rates/live')).not.toHaveLength(0));
    // Let the answer render: a stale one would show the banner by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/^Rates are older than/)).not.toBeInTheDocument();
  });

  it('goes once a refresh succeeds, seen from its rate.refreshed events', async () => {
    const events = fakeEventStream();
    let mode = staleMode;
    renderStatics(() => mode, events);
    await screen.findByText(/^Rates are older than/);
    await waitFor(() => expect(events.connections()).toBeGreaterThan(1));

    mode = makeLiveMode({ enabled: true, lastSuccessAt: new Date().toISOString() });
    act(() =>
      events.send('rate.refreshed', makeRateRefreshed({ refreshedAt: new Date().toISOString() })),
    );

    await waitFor(() =>
      expect(screen.queryByText(/^Rates are older than/)).not.toBeInTheDocument(),
    );
  });
});

describe('the Currency screen', () => {
  it('shows the provider, the last success and failure, and the failures in a row', async () => {
    renderAsAdmin('/dashboard/Currency', {
      'GET /api/v1/admin/currencies': () => jsonResponse({ currencies: adminCurrencies }),
      'GET /api/v1/admin/rates/live': () => jsonResponse({ ...staleMode, provider: 'offline' }),
    });

    const health = (await screen.findByText('Provider')).closest('dl') as HTMLElement;
    const term = (name: string) => within(health).getByText(name).nextElementSibling;
    expect(term('Provider')).toHaveTextContent(
      'Bundled snapshot (offline): a dated rate sheet shipped with the site, not market prices',
    );
    expect(term('Last successful refresh')).toHaveTextContent(
      /14:00.*older than 15 minutes: orders are refused/,
    );
    expect(term('Last failure')).toHaveTextContent(/14:31.*: the provider could not be reached/);
    expect(term('Failures in a row')).toHaveTextContent('3');
    expect(screen.getByText('Live rates are on')).toBeInTheDocument();
  });

  it('names a market provider and says when nothing has failed', async () => {
    renderAsAdmin('/dashboard/Currency', {
      'GET /api/v1/admin/currencies': () => jsonResponse({ currencies: adminCurrencies }),
      'GET /api/v1/admin/rates/live': () => jsonResponse(makeLiveMode()),
    });

    const health = (await screen.findByText('Provider')).closest('dl') as HTMLElement;
    expect(within(health).getByText('Conversion API: market rates')).toBeInTheDocument();
    expect(within(health).getByText('Last failure').nextElementSibling).toHaveTextContent('None');
    expect(within(health).getByText('Failures in a row').nextElementSibling).toHaveTextContent('0');
  });
});
