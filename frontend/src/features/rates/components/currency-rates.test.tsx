import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrencyRates } from '@/features/rates/components/currency-rates';
import { currencies, makeCurrencyTable } from '@/testing/currency-table';
import { makeBranchList } from '@/testing/branches';
import { jsonResponse, routeFetch, serviceUnavailable, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';

/** The wide-screen table; the narrow-screen tabs hold the same rows and CSS shows one of them. */
async function findRatesTable() {
  return screen.findByRole('table');
}

function bodyRows(table: HTMLElement) {
  // The first row is the header.
  return within(table).getAllByRole('row').slice(1);
}

function renderRates(table = makeCurrencyTable()) {
  const fetch = stubFetch(() => jsonResponse(table));
  const user = userEvent.setup();
  renderWithProviders(<CurrencyRates />, { route: '/exchangeRates' });
  return { fetch, user };
}

describe('CurrencyRates', () => {
  it('shows a loading skeleton until the rates arrive', async () => {
    renderRates();

    expect(document.querySelector('[aria-busy="true"]')).toHaveTextContent(
      /loading exchange rates/i,
    );
    await findRatesTable();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });

  it('lists each currency with its code, name, both rates and both order buttons', async () => {
    const { fetch } = renderRates();

    const table = await findRatesTable();
    const euro = within(table).getByRole('row', { name: /Euro - EUR/ });
    expect(within(euro).getByText('EUR')).toBeInTheDocument();
    expect(within(euro).getByText('Euro - EUR')).toBeInTheDocument();
    expect(within(euro).getByText('1.1339')).toBeInTheDocument();
    expect(within(euro).getByText('1.2041')).toBeInTheDocument();
    expect(within(euro).getByRole('link', { name: 'Click & Collect Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Order',
    );
    expect(within(euro).getByRole('link', { name: 'Click & Sell Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Sell',
    );
    expect(within(table).getByRole('columnheader', { name: /We sell/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /We buy/ })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v1/currencies', expect.anything());
  });

  it('says the rates are per 1 GBP and may differ in branch', async () => {
    renderRates();

    expect(await screen.findByText(/^Per 1 GBP/)).toHaveTextContent(
      'Per 1 GBP. Rates in branch may differ.',
    );
  });

  it('shows the first 12 currencies, all 25 after Show All, and 12 again after Show Less', async () => {
    const { user } = renderRates();

    const table = await findRatesTable();
    expect(bodyRows(table)).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 25 currencies')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show All' }));
    expect(bodyRows(table)).toHaveLength(25);
    expect(within(table).getByRole('row', { name: /South Korean Won - KRW/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(bodyRows(table)).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show All' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('finds a currency by its code typed in lower case', async () => {
    const { user } = renderRates();
    const table = await findRatesTable();

    await user.type(screen.getByRole('searchbox', { name: 'Find your Currency' }), 'eur');

    const rows = bodyRows(table);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Euro - EUR');
    expect(screen.queryByRole('button', { name: /Show (All|Less)/ })).not.toBeInTheDocument();
  });

  it('finds a currency by its name', async () => {
    const { user } = renderRates();
    const table = await findRatesTable();

    await user.type(screen.getByPlaceholderText('Enter currency name'), 'yen');

    const rows = bodyRows(table);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Japanese Yen - JPY');
  });

  it('has no Show All toggle when 20 or fewer currencies match, and shows them all', async () => {
    renderRates(makeCurrencyTable(currencies.slice(0, 20)));

    const table = await findRatesTable();
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches the search, and can clear it', async () => {
    const { user } = renderRates();
    await findRatesTable();

    await user.type(screen.getByRole('searchbox', { name: 'Find your Currency' }), 'zzz');

    expect(screen.getByRole('heading', { name: 'No currency matches "zzz"' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(12);
  });

  it("shows the API's message when the rates service is down, and Try again fetches again", async () => {
    let rateCalls = 0;
    routeFetch({
      'GET /api/v1/currencies': () => {
        rateCalls += 1;
        return rateCalls === 1
          ? serviceUnavailable(
              'The rates service is not available right now. Please try again shortly.',
            )
          : jsonResponse(makeCurrencyTable());
      },
      'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
    });
    const user = userEvent.setup();
    renderWithProviders(<CurrencyRates />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load today's rates");
    expect(alert).toHaveTextContent(
      'The rates service is not available right now. Please try again shortly.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    const table = await findRatesTable();
    expect(within(table).getByRole('row', { name: /Euro - EUR/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(rateCalls).toBe(2);
  });

  it('shows a friendly message when the network is down', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<CurrencyRates />);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/check your internet connection/i),
    );
  });
});
