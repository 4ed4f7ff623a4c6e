import { describe, expect, it } from 'vitest';
import {
  currencyFormMessages,
  normaliseMargin,
  toCurrencyCreate,
  validateCurrencyField,
  validateCurrencyForm,
} from './currency-form';

describe('the currency form checks', () => {
  it.each([
    ['EUR', undefined],
    ['eur', undefined],
    ['EU', currencyFormMessages.code],
    ['EURO', currencyFormMessages.code],
    ['E1R', currencyFormMessages.code],
    ['GBP', currencyFormMessages.base],
  ])('code %j: %s', (code, message) => {
    expect(validateCurrencyField('code', code)).toBe(message);
  });

  it.each([
    ['-3', true],
    ['3.25', true],
    ['+2', true],
    ['.5', true],
    ['49.99', true],
    ['-49.9999', true],
    ['1.23456', false],
    ['50', false],
    ['-50', false],
    ['', false],
    ['3%', false],
    ['1e1', false],
  ])('margin %j is accepted: %s', (margin, ok) => {
    expect(validateCurrencyField('sellMarginPct', margin) === undefined).toBe(ok);
  });

  it('names every missing field', () => {
    expect(
      validateCurrencyForm({
        code: '',
        name: ' ',
        country: '',
        sellMarginPct: '',
        buyMarginPct: '',
      }),
    ).toEqual({
      code: currencyFormMessages.code,
      name: currencyFormMessages.name,
      country: currencyFormMessages.country,
      sellMarginPct: currencyFormMessages.sellMarginPct,
      buyMarginPct: currencyFormMessages.buyMarginPct,
    });
  });

  it('sends trimmed names and plain decimal margins', () => {
    expect(normaliseMargin(' +2. ')).toBe('2');
    expect(normaliseMargin('-.5')).toBe('-0.5');
    expect(
      toCurrencyCreate({
        code: ' thb',
        name: ' Thai Baht ',
        country: 'Thailand ',
        sellMarginPct: '-3',
        buyMarginPct: '.5',
      }),
    ).toEqual({
      code: 'THB',
      name: 'Thai Baht',
      country: 'Thailand',
      sellMarginPct: '-3',
      buyMarginPct: '0.5',
    });
  });
});
