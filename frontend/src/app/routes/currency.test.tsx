import { screen, waitFor, within } from '@testing-library/react';
import type { RatesStatus } from '@fx/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RatesNotes } from '@/lib/rates-label';
import { makeBranchList } from '@/testing/branches';
import { makeCurrencyTable, offlineRates, staleRates } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const history = {
  code: 'EUR',
  points: [
    { at: '2025-03-04T12:00:00.000Z', marketRate: '1.1650', collect: '1.1300', sell: '1.2000' },
    { at: '2025-03-05T12:00:00.000Z', marketRate: '1.1690', collect: '1.1339', sell: '1.2041' },
  ],
};

function renderCurrency(path: string, status?: RatesStatus) {
  const fetch = routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable(undefined, status)),
    'GET /api/v1/currencies/EUR/history': () => jsonResponse(history),
    'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
  });
  return { ...renderApp(path), fetch };
}

describe('a currency page', () => {
  it("shows the euro's name, both rates, when they were updated, and Order and Sell", async () => {
    renderCurrency('/exchangeRates/EUR');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Euro (EUR) exchange rate' }),
    ).toBeInTheDocument();
    const rates = screen.getByRole('region', { name: "Today's Euro rates" });
    const weSell = within(rates).getByRole('heading', { name: /We sell/ }).parentElement!;
    expect(weSell).toHaveTextContent('Click & Collect');
    expect(weSell).toHaveTextContent('1 GBP = 1.1339 EUR');
    expect(within(weSell).getByRole('link', { name: 'Order Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Order',
    );
    const weBuy = within(rates).getByRole('heading', { name: /We buy/ }).parentElement!;
    expect(weBuy).toHaveTextContent('Click & Sell');
    expect(weBuy).toHaveTextContent('1 GBP = 1.2041 EUR');
    expect(within(weBuy).getByRole('link', { name: 'Sell Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Sell',
    );
    // An absolute time (UK), the same whenever and wherever the page is rendered.
    expect(within(rates).getByText(/^Updated/)).toHaveTextContent(
      'Updated 14:30, Wednesday 5 March 2025',
    );
    expect(within(rates).getByText('14:30, Wednesday 5 March 2025')).toHaveAttribute(
      'datetime',
      '2025-03-05T14:30:00.000Z',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Exchange Rates' })).toHaveAttribute(
      'href',
      '/exchangeRates',
    );
  });

  it("charts the euro's last 30 days, with no currency picker", async () => {
    renderCurrency('/exchangeRates/EUR');

    const chart = await screen.findByRole('region', { name: 'Is now a good time to buy?' });
    expect(await within(chart).findByRole('img', { name: /rate for EUR/ })).toBeInTheDocument();
    expect(within(chart).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("answers the euro's questions with the bureau's own numbers", async () => {
    renderCurrency('/exchangeRates/EUR');

    const faq = await screen.findByRole('region', { name: 'Euro questions' });
    const questions = within(faq)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(questions).toEqual([
      'Do you charge commission when I buy or sell EUR?',
      'How do I order Euro notes and collect them?',
      'Is the EUR rate I see online the rate I get?',
      'Can I sell back Euro notes I have left over?',
    ]);
    expect(faq).toHaveTextContent('We charge 0% commission on every currency');
    await userOpens(faq, 'How do I order Euro notes and collect them?');
    expect(faq).toHaveTextContent('Each order can be from £50 to £5,000');
    await userOpens(faq, 'Is the EUR rate I see online the rate I get?');
    expect(faq).toHaveTextContent('Your rate is guaranteed for 24 hours');
  });

  it('says the rates are guide prices when they come from the stored rate sheet', async () => {
    renderCurrency('/exchangeRates/EUR', offlineRates());

    const rates = await screen.findByRole('region', { name: "Today's Euro rates" });
    expect(rates).toHaveTextContent(RatesNotes.offline);
  });

  it('says orders wait while the rates are out of date', async () => {
    renderCurrency('/exchangeRates/EUR', staleRates());

    const rates = await screen.findByRole('region', { name: "Today's Euro rates" });
    await waitFor(() => expect(rates).toHaveTextContent(RatesNotes.stale));
  });

  it('goes from a lowercase code to the uppercase address', async () => {
    const { router } = renderCurrency('/exchangeRates/eur');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Euro (EUR) exchange rate' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exchangeRates/EUR');
  });

  it.each(['/exchangeRates/XYZ', '/exchangeRates/EURO'])('shows not found for %s', async (path) => {
    renderCurrency(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't find that page" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Order/ })).not.toBeInTheDocument();
  });
});

/** Opens a question of the accordion, as a visitor would. */
async function userOpens(region: HTMLElement, question: string) {
  await userEvent.click(within(region).getByRole('button', { name: question }));
  expect(within(region).getByRole('button', { name: question })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}
