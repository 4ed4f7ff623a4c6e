import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatOrdinalDate,
  formatShortUkDay,
  formatUkDayTime,
  formatUpdatedAt,
  ordinal,
} from './format';

describe('the order time', () => {
  it('reads like "March 5th 2024"', () => {
    expect(formatOrdinalDate('2024-03-05T14:30:00.000Z')).toBe('March 5th 2024');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('writes day %i as %s', (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });

  it('gives the day in the UK, not in UTC', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (summer time).
    expect(formatOrdinalDate('2024-05-31T23:30:00.000Z')).toBe('June 1st 2024');
    // In winter London is on UTC.
    expect(formatOrdinalDate('2024-01-21T23:30:00.000Z')).toBe('January 21st 2024');
  });

  it('leaves a value it cannot read as it is', () => {
    expect(formatOrdinalDate('not a date')).toBe('not a date');
  });
});

describe('when the rates were updated', () => {
  it('says "today" with the London time on the same UK day', () => {
    // 13:05 UTC is 14:05 in London in summer.
    expect(formatUpdatedAt('2025-06-30T13:05:00.000Z', new Date('2025-06-30T20:00:00.000Z'))).toBe(
      '14:05 today',
    );
  });

  it('names the day when it is not today', () => {
    expect(formatUpdatedAt('2025-06-30T15:00:00.000Z', new Date('2025-07-01T09:00:00.000Z'))).toBe(
      '16:00 on 30 June 2025',
    );
  });

  it('counts the day in London: 23:30 UTC on 30 June is already 1 July there', () => {
    expect(formatUpdatedAt('2025-06-30T23:30:00.000Z', new Date('2025-07-01T08:00:00.000Z'))).toBe(
      '00:30 today',
    );
  });
});

describe('when a currency page says its rates were updated', () => {
  it('gives the London time, weekday and date, whatever day it is now', () => {
    expect(formatUkDayTime('2026-11-24T14:05:00.000Z')).toBe('14:05, Tuesday 24 November 2026');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatUkDayTime('2025-06-30T23:30:00.000Z')).toBe('00:30, Tuesday 1 July 2025');
  });
});

describe('formatShortUkDay', () => {
  it("writes a chart's day as en-GB does, in London", () => {
    expect(formatShortUkDay(Date.parse('2026-09-30T12:00:00.000Z'))).toBe('30 Sept');
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (summer time).
    expect(formatShortUkDay(Date.parse('2026-05-31T23:30:00.000Z'))).toBe('1 Jun');
    expect(formatShortUkDay(Date.parse('2026-12-31T23:30:00.000Z'))).toBe('31 Dec');
  });
});

describe('money in pounds, euros and dollars', () => {
  it('is written without Intl exactly as Intl writes it in en-GB, rounded half away from zero', () => {
    const amounts = ['0', '0.004', '0.005', '0.5', '1', '12.345', '12.355', '100.10', '500'];
    amounts.push('566.945', '999.995', '1000', '1234567.8', '999999999999999.999');
    for (const currency of ['GBP', 'EUR', 'USD']) {
      for (const decimals of [0, 2, 4]) {
        for (const stripIfInteger of [false, true]) {
          const intl = new Intl.NumberFormat('en-GB', {
            style: 'currency',
            currency,
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            trailingZeroDisplay: stripIfInteger ? 'stripIfInteger' : 'auto',
          });
          for (const amount of amounts) {
            expect(formatMoney(amount, currency, { decimals, stripIfInteger })).toBe(
              intl.format(amount as Intl.StringNumericLiteral),
            );
          }
        }
      }
    }
    expect(formatMoney('566.945', 'EUR')).toBe('€566.95');
    expect(formatMoney('500', 'GBP', { stripIfInteger: true })).toBe('£500');
    expect(formatMoney('1234.5', 'USD')).toBe('US$1,234.50');
  });

  it('leaves other currencies and signed amounts to Intl', () => {
    expect(formatMoney('18084', 'JPY', { decimals: 0 })).toBe('JP¥18,084');
    expect(formatMoney('-5', 'GBP')).toBe('-£5.00');
  });
});
