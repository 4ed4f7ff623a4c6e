import { describe, expect, it } from 'vitest';
import { TITLE_MAX_LENGTH, heads, pageHead, writtenTitleLength } from '@/app/heads';
import { documentTitle } from '@/app/head';
import { routes } from '@/app/router';
import type { RouteHandle } from '@/app/head';
import { makeCurrencyTable } from '@/testing/currency-table';
import { headOf } from '@/testing/heads';
import { exampleSiteSettings } from '@/testing/site-settings';

const table = makeCurrencyTable();

/** The pages search engines may list, with the params their heads are read with. */
const publicPages = [
  [heads.home, {}],
  [heads.exchangeRates, {}],
  [heads.currency, { code: 'EUR' }],
  [heads.currency, { code: 'USD' }],
  [heads.contact, {}],
  [heads.faq, {}],
  [heads.terms, {}],
  [heads.privacy, {}],
  [heads.moneyTransfers, {}],
  [heads.trackOrder, {}],
  [heads.signIn, {}],
  [heads.signUp, {}],
] as const;

describe('page heads', () => {
  it('give every public page its own title, description and canonical path, all indexable', () => {
    const all = publicPages.map(([head, params]) => headOf(head, { params, table }));
    expect(new Set(all.map((head) => head.title)).size).toBe(all.length);
    expect(new Set(all.map((head) => head.description)).size).toBe(all.length);
    expect(new Set(all.map((head) => head.canonicalPath)).size).toBe(all.length);
    for (const head of all) {
      expect(head.noindex).toBeFalsy();
      expect(head.description.length).toBeLessThanOrEqual(170);
      expect(head.description).toContain('Highstreet FX');
    }
  });

  it('give a route to every public page of the router', () => {
    const handles: RouteHandle[] = [];
    const collect = (list: typeof routes) => {
      for (const route of list) {
        if (route.handle) handles.push(route.handle as RouteHandle);
        if (route.children) collect(route.children);
      }
    };
    collect(routes);
    const used = new Set(handles.map((handle) => handle.head));
    for (const [head] of publicPages) expect(used).toContain(head);
  });

  it('name the euro with both rates and 0% commission, canonical at its uppercase code', () => {
    const head = headOf(heads.currency, { params: { code: 'eur' }, table });
    expect(head.title).toBe('Euro (EUR) exchange rate today');
    expect(head.description).toContain('1.1339 EUR');
    expect(head.description).toContain('1.2041 EUR');
    expect(head.description).toContain('0% commission');
    expect(head.canonicalPath).toBe('/exchangeRates/EUR');
  });

  it("shorten a long currency name's title until it fits 70 characters with the bureau's name", () => {
    const titleOf = (code: string, name: string, brand = 'Highstreet FX') => {
      const euro = table.currencies.find((currency) => currency.code === 'EUR')!;
      const currencies = [...table.currencies, { ...euro, code, name }];
      const site = { ...exampleSiteSettings, brand: { ...exampleSiteSettings.brand, name: brand } };
      const context = { site, params: { code }, pathname: '/', table: { ...table, currencies } };
      return heads.currency(context).title;
    };
    // "Trinidad and Tobago Dollar (TTD) exchange rate today | Highstreet FX": 68 characters.
    expect(titleOf('TTD', 'Trinidad and Tobago Dollar')).toBe(
      'Trinidad and Tobago Dollar (TTD) exchange rate today',
    );
    // The page's source writes "Riverside &#38; Co": 73 characters as written.
    expect(titleOf('TTD', 'Trinidad and Tobago Dollar', 'Riverside & Co')).toBe(
      'Trinidad and Tobago Dollar (TTD) exchange rate',
    );
    expect(titleOf('XAF', 'Central African CFA Franc Zone')).toBe(
      'Central African CFA Franc Zone (XAF) exchange rate',
    );
    expect(titleOf('BAM', 'Bosnia and Herzegovina Convertible Mark')).toBe(
      'BAM exchange rate today',
    );
    expect(writtenTitleLength('Travel Money | Riverside & Co')).toBe(33);
    for (const currency of table.currencies) {
      const { title } = headOf(heads.currency, { params: { code: currency.code }, table });
      expect(writtenTitleLength(documentTitle({ title }, exampleSiteSettings))).toBeLessThanOrEqual(
        TITLE_MAX_LENGTH,
      );
    }
  });

  it('describe the euro as schema.org ExchangeRateSpecifications priced in pounds, both ways', () => {
    const { jsonLd } = headOf(heads.currency, { params: { code: 'EUR' }, table });
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'ExchangeRateSpecification',
          name: 'Euro (EUR): we sell (Click & Collect)',
          currency: 'EUR',
          currentExchangeRate: {
            '@type': 'UnitPriceSpecification',
            // £1 buys 1.1339 EUR: one euro costs 1 / 1.1339 pounds.
            price: '0.881912',
            priceCurrency: 'GBP',
            validFrom: '2025-03-05T14:30:00.000Z',
          },
        },
        {
          '@type': 'ExchangeRateSpecification',
          name: 'Euro (EUR): we buy (Click & Sell)',
          currency: 'EUR',
          currentExchangeRate: {
            '@type': 'UnitPriceSpecification',
            price: '0.830496',
            priceCurrency: 'GBP',
            validFrom: '2025-03-05T14:30:00.000Z',
          },
        },
      ],
    });
  });

  it('call a code the rate table does not list not found, kept out of search results', () => {
    const head = headOf(heads.currency, { params: { code: 'XYZ' }, table });
    expect(head.title).toBe('Page not found');
    expect(head.noindex).toBe(true);
    expect(head.jsonLd).toBeUndefined();
  });

  it('keep the account, the dashboard, the staff gate and one-off links out of search results', () => {
    for (const head of [
      heads.account,
      heads.myOrders,
      heads.myAlerts,
      heads.dashboard,
      heads.accessGate,
      heads.confirmAlert,
      heads.unsubscribeAlert,
      heads.comingSoon,
      heads.notFound,
    ]) {
      expect(headOf(head).noindex).toBe(true);
    }
    expect(headOf(heads.trackOrder, { params: { orderNumber: '12345678' } }).noindex).toBe(true);
    expect(
      headOf(heads.purchase, { params: { currencyParams: 'EUR', currentWay: 'Order' } }),
    ).toMatchObject({ title: 'Order travel money', noindex: true });
  });

  it("take the deepest route's head; a screen below it without one names its own tab", () => {
    const context = { site: exampleSiteSettings, params: {}, pathname: '/dashboard/Users' };
    expect(pageHead([undefined, { head: heads.home }], context)).toMatchObject({
      head: { title: 'Travel Money' },
      ownsTitle: true,
    });
    expect(pageHead([{ head: heads.dashboard }, undefined, {}], context)).toMatchObject({
      head: { title: 'Dashboard', noindex: true },
      ownsTitle: false,
    });
    expect(pageHead([undefined], context)).toBeUndefined();
  });
});
