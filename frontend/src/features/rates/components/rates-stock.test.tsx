import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionBranch, makeBranchList, orderIn, unavailable } from '@/testing/branches';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

/** The app at `path`, the London branch ordering US dollars in (2 days) and out of lira. */
function renderWithStock(path: string) {
  routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
    'GET /api/v1/currencies/EUR/history': () => jsonResponse({ code: 'EUR', points: [] }),
    'GET /api/v1/branches': () =>
      jsonResponse(
        makeBranchList([
          collectionBranch(undefined, { stock: { USD: orderIn(2), TRY: unavailable } }),
        ]),
      ),
  });
  renderApp(path);
}

/** The row of the wide-screen rate table for `name` ("US Dollar"). */
async function tableRow(name: string) {
  const table = await screen.findByRole('table', { name: /Exchange rates per 1 GBP/ });
  return within(
    within(table)
      .getByRole('rowheader', { name: new RegExp(name) })
      .closest('tr')!,
  );
}

describe('the rate lists: stock at the branch', () => {
  beforeEach(() => {
    // Tuesday 24 November 2026, 10:00 in London.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("says an order-in currency's first day, and nothing of one in stock", async () => {
    renderWithStock('/exchangeRates');

    const dollars = await tableRow('US Dollar');
    expect(await dollars.findByText('Collect from Thursday')).toBeInTheDocument();
    expect(dollars.getByRole('link', { name: 'Click & Collect US Dollar' })).toBeInTheDocument();
    const euros = await tableRow('Euro');
    expect(euros.queryByText(/Collect/, { selector: '.stock-note *' })).not.toBeInTheDocument();
  });

  it('disables Click & Collect for a currency the branch cannot supply, saying why, not Click & Sell', async () => {
    renderWithStock('/exchangeRates');

    const lira = await tableRow('Turkish Lira');
    const collect = await lira.findByRole('button', { name: 'Click & Collect Turkish Lira' });
    expect(collect).toBeDisabled();
    expect(collect).toHaveAccessibleDescription(
      /^Not available\s?: TRY is not available at this branch/,
    );
    expect(lira.getByRole('link', { name: 'Click & Sell Turkish Lira' })).toBeInTheDocument();
  });

  it("disables the home page's Buy for it too", async () => {
    renderWithStock('/');

    const buy = await screen.findByRole('button', { name: 'Buy Turkish Lira' });
    expect(buy).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sell Turkish Lira' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Euro' })).toBeInTheDocument();
  });
});
