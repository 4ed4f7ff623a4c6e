import type { CurrencyAdmin, LiveMode, RateRefreshed } from '@fx/contracts';
import { createFakeAuth, makeUser } from '@/testing/fake-auth';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';

type Routes = Parameters<typeof routeFetch>[0];
type Handler = Routes[string];

export const ADMIN_EMAIL = 'sam@highstreetfx.co.uk';

/**
 * The staff event stream (GET /api/v1/admin/events) faked at the network edge: every connection
 * stays open, `send` writes one server-sent event to each, and unmounting aborts it.
 */
export function fakeEventStream() {
  const connections = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let nextId = 1;

  const handler: Handler = ({ init }) => {
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        connections.add(controller);
        init?.signal?.addEventListener('abort', () => {
          connections.delete(controller);
          controller.error(new DOMException('The stream was closed', 'AbortError'));
        });
      },
      cancel() {
        if (own) connections.delete(own);
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };

  /** Sends `payload` as the staff gateway does: an envelope with id, type and payload. */
  const send = (type: string, payload: unknown) => {
    const id = String(nextId++);
    const envelope = {
      id,
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: `test-${id}`,
      payload,
    };
    const text = `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(envelope)}\n\n`;
    for (const controller of connections) controller.enqueue(encoder.encode(text));
  };

  return { handler, send, connections: () => connections.size };
}

/** Renders the app at `path` with an admin signed in; `routes` answer the screen's calls. */
export function renderAsAdmin(path: string, routes: Routes, events = fakeEventStream()) {
  const fetch = routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig()),
    'GET /api/v1/me': () => jsonResponse(makeUserRecord(ADMIN_EMAIL, 'admin')),
    'GET /api/v1/admin/events': events.handler,
    // Every dashboard screen reads live mode for the stale-rates banner.
    'GET /api/v1/admin/rates/live': () => jsonResponse(makeLiveMode()),
    ...routes,
  });
  const auth = createFakeAuth({ user: makeUser(ADMIN_EMAIL) });
  return { ...renderApp(path, { auth }), fetch, events };
}

/** The calls `fetch` received for "METHOD /path", with their JSON bodies. */
export function callsTo(fetch: ReturnType<typeof routeFetch>, route: string): unknown[] {
  const [method, path] = route.split(' ');
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return (
        (init?.method ?? 'GET').toUpperCase() === method &&
        new URL(url, 'http://localhost').pathname === path
      );
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}

const AT = '2025-03-05T14:30:00.000Z';

/** A currency as GET /api/v1/admin/currencies lists it. */
export function makeCurrencyAdmin(overrides: Partial<CurrencyAdmin> = {}): CurrencyAdmin {
  return {
    code: 'EUR',
    name: 'Euro',
    country: 'Eurozone',
    marketRate: '1.1690',
    sellMarginPct: '-3',
    buyMarginPct: '3',
    buyingPrice: '1.2041',
    sellingPrice: '1.1339',
    active: true,
    rateUpdatedAt: AT,
    lastRefreshError: null,
    updatedAt: AT,
    ...overrides,
  };
}

export const adminCurrencies: CurrencyAdmin[] = [
  makeCurrencyAdmin(),
  makeCurrencyAdmin({
    code: 'USD',
    name: 'US Dollar',
    country: 'United States',
    marketRate: '1.2710',
    buyingPrice: '1.3091',
    sellingPrice: '1.2329',
  }),
  makeCurrencyAdmin({
    code: 'JPY',
    name: 'Japanese Yen',
    country: 'Japan',
    marketRate: '186.4300',
    buyingPrice: '192.0229',
    sellingPrice: '180.8371',
  }),
];

/** A rate.refreshed payload: the euro moved from 1.1690 to 1.1702. */
export function makeRateRefreshed(overrides: Partial<RateRefreshed> = {}): RateRefreshed {
  return {
    code: 'EUR',
    marketRate: '1.1702',
    previousMarketRate: '1.1690',
    rates: { collect: '1.1351', sell: '1.2053' },
    provider: 'offline-snapshot',
    refreshedAt: '2025-03-05T14:31:00.000Z',
    ...overrides,
  };
}

export function makeLiveMode(overrides: Partial<LiveMode> = {}): LiveMode {
  return {
    enabled: false,
    intervalSeconds: 60,
    lastRefreshAt: AT,
    changedBy: null,
    provider: 'conversion-api',
    lastSuccessAt: AT,
    lastFailure: null,
    consecutiveFailures: 0,
    stale: false,
    maxAgeSeconds: 900,
    ...overrides,
  };
}
