import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LiveMode } from '@fx/contracts';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import {
  adminCurrencies,
  callsTo,
  fakeEventStream,
  makeCurrencyAdmin,
  makeLiveMode,
  makeRateRefreshed,
  renderAsAdmin,
} from '@/testing/dashboard-admin';

function setup(routes: Parameters<typeof renderAsAdmin>[1] = {}, events = fakeEventStream()) {
  const user = userEvent.setup();
  const rendered = renderAsAdmin(
    '/dashboard/Currency',
    {
      'GET /api/v1/admin/currencies': () => jsonResponse({ currencies: adminCurrencies }),
      'GET /api/v1/admin/rates/live': () => jsonResponse(makeLiveMode()),
      ...routes,
    },
    events,
  );
  return { ...rendered, user };
}

const rowOf = (code: string) =>
  screen.getByRole('link', { name: `Update ${code}` }).closest('tr') as HTMLElement;

describe("the currency list ('Manipulate Currency')", () => {
  it('lists each currency with its prices and an Update link', async () => {
    setup();

    expect(await screen.findByRole('heading', { name: 'Manipulate Currency' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Currency Name',
      'Country Name',
      'Market Price',
      'Buying Price',
      'Selling Price',
      'Action',
    ]);
    const euro = within(rowOf('EUR'));
    expect(euro.getByRole('rowheader')).toHaveTextContent('EUREuro');
    expect(euro.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Eurozone',
      '1.1690',
      '1.2041',
      '1.1339',
      'Update EUR',
    ]);
    expect(screen.getByRole('link', { name: 'Update EUR' })).toHaveAttribute(
      'href',
      '/dashboard/update/EUR',
    );
  });

  it('finds currencies by code, name or country, and says when nothing matches', async () => {
    const { user } = setup();
    const search = await screen.findByRole('searchbox', { name: 'Search currencies' });
    await screen.findByRole('table');

    await user.type(search, 'japan');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Update JPY' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No currency matches "zzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('link', { name: /^Update / })).toHaveLength(3);
  });

  it('shows why a currency was not refreshed', async () => {
    setup({
      'GET /api/v1/admin/currencies': () =>
        jsonResponse({
          currencies: [
            makeCurrencyAdmin({
              lastRefreshError: { reason: 'missing-currency', at: '2025-03-05T14:31:00.000Z' },
            }),
          ],
        }),
    });

    expect(
      await screen.findByText(/Not refreshed at .*: the provider has no rate for it/),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    setup({
      'GET /api/v1/admin/currencies': () =>
        errorResponse(503, 'SERVICE_UNAVAILABLE', 'The rates service is not available right now.'),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rates service is not available right now.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("switches live mode on with 'Get the Latest' and shows 'Stop the Latest'", async () => {
    let live: LiveMode = makeLiveMode({ enabled: false });
    const { user, fetch } = setup({
      'GET /api/v1/admin/rates/live': () => jsonResponse(live),
      'PUT /api/v1/admin/rates/live': ({ body }) => {
        live = { ...live, enabled: (body as { enabled: boolean }).enabled, changedBy: 'sam' };
        return jsonResponse(live);
      },
    });

    expect(await screen.findByText('Live rates are off')).toBeInTheDocument();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Get the Latest' }));

    expect(await screen.findByRole('button', { name: 'Stop the Latest' })).toBeEnabled();
    expect(screen.getByText('Live rates are on')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/v1/admin/rates/live')).toEqual([{ enabled: true }]);
    // Switching on refreshes at once: every row waits for its event.
    expect(rowOf('EUR')).toHaveAttribute('aria-busy', 'true');
    expect(within(rowOf('EUR')).getByText('Refreshing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop the Latest' }));
    expect(await screen.findByRole('button', { name: 'Get the Latest' })).toBeEnabled();
    expect(callsTo(fetch, 'PUT /api/v1/admin/rates/live')).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
  });

  it('updates a row when its rate.refreshed event arrives, showing old → new', async () => {
    const events = fakeEventStream();
    setup({}, events);
    await screen.findByRole('table');
    await waitFor(() => expect(events.connections()).toBeGreaterThan(0));

    act(() => events.send('rate.refreshed', makeRateRefreshed()));

    const euro = await waitFor(() => {
      const row = rowOf('EUR');
      expect(row).toHaveTextContent('1.1702');
      return within(row);
    });
    expect(euro.getByText('1.1690')).toHaveClass('rate-flash__from');
    expect(euro.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Eurozone',
      '1.1690 →  changed to 1.1702',
      '1.2053',
      '1.1351',
      'Update EUR',
    ]);
    // The other rows are as they were.
    expect(rowOf('USD')).toHaveTextContent('1.2710');
  });

  it('in live mode, marks the rows when a tick is due and clears each as its event arrives', async () => {
    const events = fakeEventStream();
    // The last refresh was a minute ago, less 1.5 s: the next is due in 1.5 s (time enough for a
    // busy machine to show the table first).
    const lastRefreshAt = new Date(Date.now() - 58_500).toISOString();
    setup(
      {
        'GET /api/v1/admin/rates/live': () =>
          jsonResponse(makeLiveMode({ enabled: true, lastRefreshAt })),
      },
      events,
    );
    await screen.findByRole('table');
    expect(screen.getByText('Live rates are on')).toBeInTheDocument();
    expect(rowOf('EUR')).not.toHaveAttribute('aria-busy');

    await waitFor(() => expect(rowOf('EUR')).toHaveAttribute('aria-busy', 'true'));
    expect(rowOf('JPY')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(events.connections()).toBeGreaterThan(0));

    act(() =>
      events.send('rate.refreshed', {
        code: 'JPY',
        marketRate: '186.9',
        previousMarketRate: '186.43',
        rates: { collect: '181.2930', sell: '192.5070' },
        provider: 'offline-snapshot',
        refreshedAt: new Date().toISOString(),
      }),
    );

    await waitFor(() => expect(rowOf('JPY')).not.toHaveAttribute('aria-busy'));
    expect(rowOf('JPY')).toHaveTextContent('186.4300 → changed to 186.9000');
    expect(rowOf('EUR')).toHaveAttribute('aria-busy', 'true');
  });

  it("'Refresh now' marks the rows, then says how many rates were refreshed and which failed", async () => {
    const events = fakeEventStream();
    let answer: (response: Response) => void = () => undefined;
    const { user } = setup(
      {
        'POST /api/v1/admin/rates/refresh': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
      events,
    );
    await screen.findByRole('table');
    await waitFor(() => expect(events.connections()).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    expect(rowOf('USD')).toHaveAttribute('aria-busy', 'true');

    act(() =>
      events.send('rate.refreshed', {
        code: 'USD',
        marketRate: '1.2650',
        previousMarketRate: '1.2710',
        rates: { collect: '1.2271', sell: '1.3030' },
        provider: 'offline-snapshot',
        refreshedAt: '2025-03-05T14:32:00.000Z',
      }),
    );
    await waitFor(() => expect(rowOf('USD')).not.toHaveAttribute('aria-busy'));
    expect(rowOf('EUR')).toHaveAttribute('aria-busy', 'true');

    act(() =>
      answer(
        jsonResponse({
          refreshed: ['EUR', 'USD'],
          failed: [{ code: 'JPY', reason: 'missing-currency' }],
          provider: 'offline-snapshot',
          startedAt: '2025-03-05T14:32:00.000Z',
          finishedAt: '2025-03-05T14:32:01.000Z',
        }),
      ),
    );

    const result = await screen.findByText('2 rates refreshed');
    expect(result.closest('[role="status"]')).toHaveTextContent(
      '2 rates refreshed; 1 currency kept the last rate:JPY: the provider has no rate for it',
    );
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeEnabled();
  });
});
