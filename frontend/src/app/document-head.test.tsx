import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBranchList } from '@/testing/branches';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const headTag = (selector: string) => document.head.querySelector(selector);
const canonical = () => headTag('link[rel="canonical"]')?.getAttribute('href');
const description = () => headTag('meta[name="description"]')?.getAttribute('content');
const robots = () => headTag('meta[name="robots"]')?.getAttribute('content');
const jsonLd = () => {
  const text = headTag('script[type="application/ld+json"]')?.textContent;
  return text ? (JSON.parse(text) as { '@graph': { currency: string }[] }) : undefined;
};

function renderSite(path: string) {
  routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
    'GET /api/v1/currencies/EUR/history': () => jsonResponse({ code: 'EUR', points: [] }),
    'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
  });
  return renderApp(path);
}

describe("the document's head", () => {
  afterEach(() => {
    document.head
      .querySelectorAll('link[rel="canonical"], meta[name], script[type="application/ld+json"]')
      .forEach((element) => element.remove());
  });

  it("follows the visitor from the rate list to the euro's page", async () => {
    renderSite('/exchangeRates');
    await waitFor(() => expect(document.title).toBe('Exchange Rates | Highstreet FX'));
    expect(canonical()).toBe('http://localhost:3000/exchangeRates');
    expect(jsonLd()).toBeUndefined();

    // The currency's name in the rate table is the way to its page.
    const [euro] = await screen.findAllByRole('link', { name: 'Euro - EUR' });
    await userEvent.click(euro!);
    await screen.findByRole('heading', { level: 1, name: 'Euro (EUR) exchange rate' });
    await waitFor(() =>
      expect(document.title).toBe('Euro (EUR) exchange rate today | Highstreet FX'),
    );
    expect(canonical()).toBe('http://localhost:3000/exchangeRates/EUR');
    expect(description()).toContain('we sell at £1 = 1.1339 EUR');
    expect(jsonLd()?.['@graph'].map((spec) => spec.currency)).toEqual(['EUR', 'EUR']);
    expect(robots()).toBeUndefined();
  });

  it("drops the euro's structured data on the next page", async () => {
    const { router } = renderSite('/exchangeRates/EUR');
    await waitFor(() => expect(jsonLd()).toBeDefined());

    await router.navigate('/faq');
    await waitFor(() => expect(document.title).toBe('FAQ | Highstreet FX'));
    expect(canonical()).toBe('http://localhost:3000/faq');
    expect(jsonLd()).toBeUndefined();
  });

  it('keeps a page that does not exist out of search results', async () => {
    const { router } = renderSite('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page not found | Highstreet FX'));
    expect(robots()).toBe('noindex');

    await router.navigate('/contact');
    await waitFor(() => expect(document.title).toBe('Contact Us | Highstreet FX'));
    expect(robots()).toBeUndefined();
  });

  it("keeps the site's public origin that the server wrote in the canonical link", async () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = 'https://www.highstreetfx.example/exchangeRates/EUR';
    document.head.append(link);
    const { router } = renderSite('/exchangeRates/EUR');
    await screen.findByRole('heading', { level: 1, name: 'Euro (EUR) exchange rate' });

    await router.navigate('/contact');
    await waitFor(() => expect(canonical()).toBe('https://www.highstreetfx.example/contact'));
    expect(headTag('link[rel="canonical"]')).toBe(link);
  });
});
