import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCartLine, readCart } from '@/lib/cart-store';
import { makeCurrencyTable, staleRates } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const fortyMinutesAgo = () => new Date(Date.now() - 40 * 60 * 1000);

/** POST /quotes' answer for £100 of euros at 1.1339. */
function euroQuote(indicative = false) {
  return jsonResponse({
    lines: [{ currency: 'EUR', way: 'collect', rate: '1.1339', gbp: '100.00', foreign: '113.39' }],
    totalGbp: '100.00',
    ratesAsOf: '2026-11-22T10:00:00.000Z',
    pricedAt: '2026-11-22T10:00:00.000Z',
    indicative,
    limits: { minGbp: '50', maxGbp: '5000' },
  });
}

describe('cart lines older than 30 minutes', () => {
  beforeEach(() => localStorage.clear());

  it('are re-quoted at today’s rate, and a currency no longer offered is dropped, with a notice', async () => {
    addCartLine(
      { currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1000' },
      fortyMinutesAgo(),
    );
    addCartLine(
      { currency: 'ISK', way: 'collect', amount: '100', side: 'gbp', rate: '150.0000' },
      fortyMinutesAgo(),
    );
    addCartLine({ currency: 'USD', way: 'collect', amount: '100', side: 'gbp', rate: '1.2329' });
    const quoted: unknown[] = [];
    routeFetch({
      'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
      'GET /api/v1/branches': () => jsonResponse({ branches: [] }),
      'POST /api/v1/quotes': ({ body }) => {
        quoted.push(body);
        const lines = (body as { lines: { currency: string }[] }).lines;
        if (lines.some((line) => line.currency === 'ISK')) {
          return jsonResponse(
            {
              statusCode: 422,
              error: 'Unprocessable Entity',
              code: 'ORDER_LINES_INVALID',
              message: 'This currency is not available',
              details: [{ field: 'lines.1.currency', message: 'This currency is not available' }],
            },
            422,
          );
        }
        return euroQuote();
      },
    });
    renderApp('/purchase/EUR/Order');
    expect(await screen.findByText(/more than 30 minutes old/)).toHaveTextContent(
      'ISK can no longer be ordered online and was removed.',
    );
    await waitFor(() =>
      expect(readCart().map((line) => [line.currency, line.rate, line.foreign])).toEqual([
        ['EUR', '1.1339', '113.39'],
        ['USD', '1.2329', '123.29'],
      ]),
    );
    expect(quoted).toHaveLength(2);
  });

  it('say the new prices are only indicative when the quote is', async () => {
    addCartLine(
      { currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1000' },
      fortyMinutesAgo(),
    );
    routeFetch({
      'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable(undefined, staleRates())),
      'GET /api/v1/branches': () => jsonResponse({ branches: [] }),
      'POST /api/v1/quotes': () => euroQuote(true),
    });
    renderApp('/purchase/EUR/Order');
    expect(await screen.findByText(/more than 30 minutes old/)).toHaveTextContent(
      "These prices are indicative. Our rates are out of date while we update them, so you can't place an order until they are.",
    );
  });
});
