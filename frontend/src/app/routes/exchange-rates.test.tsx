import { screen, within } from '@testing-library/react';
import type { RatesStatus } from '@fx/contracts';
import { describe, expect, it } from 'vitest';
import { RatesNotes } from '@/lib/rates-label';
import {
  freshRates,
  makeCurrencyTable,
  makeRatesStatus,
  offlineRates,
  staleRates,
} from '@/testing/currency-table';
import { makeBranchList } from '@/testing/branches';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

function renderPage(status: RatesStatus) {
  routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable(undefined, status)),
    'GET /api/v1/currencies/EUR/history': () => jsonResponse({ code: 'EUR', points: [] }),
    'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
  });
  renderApp('/exchangeRates');
}

async function bannerLabel() {
  const banner = await screen.findByRole('region', { name: 'Exchange Rates' });
  return within(banner).findByText(/Rates updated/, { selector: '.rates-status__updated' });
}

describe('the Exchange Rates banner', () => {
  it('says "live" and when the rates were updated when live mode is fresh', async () => {
    renderPage(freshRates());
    const label = (await bannerLabel()).closest('p')!;
    expect(label).toHaveTextContent(/^Live Rates updated \d\d:\d\d today$/);
    expect(screen.queryByText(/updated throughout the day/)).not.toBeInTheDocument();
  });

  it('calls the offline snapshot indicative, with why, and never live', async () => {
    renderPage(offlineRates());
    const label = (await bannerLabel()).closest('p')!;
    expect(label).toHaveTextContent(
      new RegExp(`^Indicative Rates updated \\d\\d:\\d\\d today\\. ${RatesNotes.offline}$`),
    );
    expect(within(label).queryByText('Live')).not.toBeInTheDocument();
  });

  it('calls stale rates indicative even in live mode, and says orders wait', async () => {
    renderPage(staleRates());
    const label = (await bannerLabel()).closest('p')!;
    expect(within(label).getByText('Indicative')).toBeInTheDocument();
    expect(within(label).queryByText('Live')).not.toBeInTheDocument();
    expect(label).toHaveTextContent(RatesNotes.stale);
  });

  it('names the day when the rates are from another day', async () => {
    renderPage(
      makeRatesStatus({
        provider: 'offline',
        live: false,
        refreshedAt: '2025-06-30T15:00:00.000Z',
      }),
    );
    expect((await bannerLabel()).closest('p')).toHaveTextContent(
      'Rates updated 16:00 on 30 June 2025',
    );
  });
});
