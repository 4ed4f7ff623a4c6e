import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heads } from '@/app/heads';
import { headOf } from '@/testing/heads';
import { makeBranchList } from '@/testing/branches';
import { currencies, freshRates, makeCurrencyTable, staleRates } from '@/testing/currency-table';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

type Answer = () => Response | Promise<Response>;

function renderHome({
  rates = () => jsonResponse(makeCurrencyTable()),
  branches = () => jsonResponse(makeBranchList()),
}: { rates?: Answer; branches?: Answer } = {}) {
  const fetch = routeFetch({
    'GET /api/v1/currencies': rates,
    'GET /api/v1/branches': branches,
  });
  const user = userEvent.setup();
  return { ...renderApp('/'), fetch, user };
}

function section(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

function description() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('the home page', () => {
  it('is titled Travel Money and describes itself for search engines', async () => {
    const { user } = renderHome();

    await waitFor(() => expect(document.title).toBe('Travel Money | Highstreet FX'));
    expect(description()).toBe(headOf(heads.home).description);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Travel money at the rates you see' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('1 GBP = 1.1339 EUR')).not.toHaveLength(0);

    // Another page says its own.
    await user.click(screen.getByRole('link', { name: 'See exchange rates' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exchange Rates' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(description()).toBe(headOf(heads.exchangeRates).description));
  });

  it('has the three-point benefits strip', () => {
    renderHome();

    const benefits = section('Why travellers choose us');
    expect(within(benefits.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(benefits.getByRole('heading', { name: '0% commission' })).toBeInTheDocument();
  });

  it('lists the popular currencies with both rates and links to order or sell them', async () => {
    renderHome();

    const rates = section('Rates by currency');
    const cards = await rates.findAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const popular = currencies.filter((currency) => currency.popular).map((c) => c.code);
    expect(cards.map((card) => card.textContent?.slice(0, 3))).toEqual(popular);

    const euro = cards[0]!;
    expect(within(euro).getByText('Euro - EUR')).toBeInTheDocument();
    expect(within(euro).getByText('1.1339')).toBeInTheDocument();
    expect(within(euro).getByText('1.2041')).toBeInTheDocument();
    expect(within(euro).getByRole('link', { name: 'Buy Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Order',
    );
    expect(within(euro).getByRole('link', { name: 'Sell Euro' })).toHaveAttribute(
      'href',
      '/purchase/EUR/Sell',
    );
    expect(rates.getByRole('link', { name: 'All exchange rates' })).toHaveAttribute(
      'href',
      '/exchangeRates',
    );
  });

  it('labels every rate it shows live while fresh, and indicative once stale', async () => {
    renderHome({ rates: () => jsonResponse(makeCurrencyTable(undefined, freshRates())) });
    for (const name of ['Currency calculator', 'Rates by currency', 'Compare our rates']) {
      const label = await section(name).findByText('Live');
      expect(label.closest('p')).toHaveTextContent(/Rates updated \d\d:\d\d today/);
    }
  });

  it('never says live on stale rates: the calculator, the cards and the comparison say indicative', async () => {
    renderHome({ rates: () => jsonResponse(makeCurrencyTable(undefined, staleRates())) });
    for (const name of ['Currency calculator', 'Rates by currency', 'Compare our rates']) {
      const label = await section(name).findByText('Indicative');
      expect(label.closest('p')).toHaveTextContent(/can't place an order/);
      expect(section(name).queryByText('Live')).not.toBeInTheDocument();
    }
  });

  it('shows the branch with its address, phone and opening hours', async () => {
    renderHome();

    const store = section('Find your nearest store');
    expect(
      await store.findByRole('heading', { name: 'Highstreet FX, High Street North' }),
    ).toBeInTheDocument();
    expect(store.getByText('112 High Street North, East Ham, London E6 2HT')).toBeInTheDocument();
    expect(store.getByRole('link', { name: '020 7946 0112' })).toHaveAttribute(
      'href',
      'tel:+442079460112',
    );
    expect(store.getByText('Monday to Saturday').nextElementSibling).toHaveTextContent(
      '09:00–18:00',
    );
    expect(store.getByText('Sunday').nextElementSibling).toHaveTextContent('10:00–16:00');
    expect(store.getByRole('link', { name: /Get directions/ })).toHaveAttribute('target', '_blank');
  });

  it('says so when the branch cannot be loaded, and Try again loads it', async () => {
    let down = true;
    const { user } = renderHome({
      branches: () =>
        down
          ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Our order service is not available.')
          : jsonResponse(makeBranchList()),
    });

    const store = section('Find your nearest store');
    const alert = await store.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load our branch details");
    expect(alert).toHaveTextContent('Our order service is not available.');

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await store.findByRole('heading', { name: 'Highstreet FX, High Street North' }),
    ).toBeInTheDocument();
  });

  it('compares what £500 buys in euros with us, without making up the others’ prices', async () => {
    renderHome();

    const compare = section('Compare our rates');
    const providers = compare.getAllByRole('listitem');
    expect(providers.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Highstreet FX',
      'High-street banks',
      'Airport kiosks',
      'Post offices',
    ]);
    // £500 x 1.1339 = €566.95 at today's Click & Collect rate.
    expect(await within(providers[0]!).findByText('€566.95')).toBeInTheDocument();
    expect(within(providers[0]!).getByText('Our rate')).toBeInTheDocument();
    for (const other of providers.slice(1)) {
      expect(within(other).getByText('Check theirs')).toBeInTheDocument();
      expect(other).not.toHaveTextContent(/€|\d+\.\d{2}/);
    }
  });

  it('explains Click & Collect in three steps and how to install the app', () => {
    renderHome();

    const steps = section('How Click & Collect works');
    expect(steps.getAllByRole('listitem')).toHaveLength(3);
    const app = section('Travel money in your pocket');
    expect(app.getByText(/in\s+your browser's menu/)).toHaveTextContent(
      "To install it, choose Install app or Add to Home screen in your browser's menu.",
    );
    expect(app.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});
