import { describe, expect, it } from 'vitest';
import { makeMyOrder } from '@/testing/account';
import { currencies } from '@/testing/currency-table';
import { listCodes, missingCurrenciesMessage, orderAgainLines } from './order-again';

const now = new Date('2026-12-01T09:00:00.000Z');

describe('order again', () => {
  it('prices what the customer asked for at today’s rate for the same way', () => {
    const sell = makeMyOrder({
      way: 'sell',
      lines: [
        {
          currency: 'EUR',
          rate: '1.2100',
          gbp: '82.64',
          foreign: '100.00',
          from: { amount: '100.00', currency: 'EUR' },
          to: { amount: '82.64', currency: 'GBP' },
          requested: { amount: '100', side: 'foreign' },
        },
      ],
    });

    const { lines, missing } = orderAgainLines(sell, currencies, now);

    expect(missing).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        way: 'sell',
        amount: '100',
        side: 'foreign',
        rate: '1.2041',
        gbp: '83.05',
        foreign: '100.00',
        quotedAt: now.toISOString(),
      }),
    ]);
  });

  it('leaves out and names the currencies no longer offered', () => {
    const { lines, missing } = orderAgainLines(
      makeMyOrder(),
      currencies.filter((currency) => currency.code !== 'USD'),
      now,
    );
    expect(lines.map((line) => line.currency)).toEqual(['EUR']);
    expect(missing).toEqual(['USD']);
  });

  it('says which currencies were left out', () => {
    expect(listCodes(['EUR', 'USD', 'JPY'])).toBe('EUR, USD and JPY');
    expect(missingCurrenciesMessage(['USD'], false)).toBe(
      'USD is no longer offered, so we left it out.',
    );
    expect(missingCurrenciesMessage(['EUR', 'USD'], true)).toBe(
      "EUR and USD are no longer offered, so this order can't be placed again online.",
    );
  });
});
