import { describe, expect, it } from 'vitest';
import {
  cleanAmountInput,
  foreignToGbp,
  gbpToForeign,
  isPositiveAmount,
  linkedAmounts,
  normalizeAmount,
  orderPreview,
} from './amounts';

describe('the calculator arithmetic', () => {
  it('works out euros from pounds at the rate, to the cent', () => {
    expect(gbpToForeign('100', '1.1339', 'EUR')).toBe('113.39');
    expect(gbpToForeign('95.5', '1.1339', 'EUR')).toBe('108.29');
  });

  it('works out whole yen from pounds, and pounds from yen to the penny', () => {
    expect(gbpToForeign('100', '180.8371', 'JPY')).toBe('18084');
    expect(foreignToGbp('10000', '180.8371')).toBe('55.30');
  });

  it('works out pounds from euros to the penny', () => {
    expect(foreignToGbp('50', '1.1339')).toBe('44.10');
  });

  it('keeps the typed box as typed and fills the other, or leaves it empty with nothing typed', () => {
    expect(linkedAmounts({ side: 'gbp', value: '12.' }, '1.1339', 'EUR')).toEqual({
      gbp: '12.',
      foreign: '13.61',
    });
    expect(linkedAmounts({ side: 'foreign', value: '' }, '1.1339', 'EUR')).toEqual({
      gbp: '',
      foreign: '',
    });
    expect(linkedAmounts({ side: 'gbp', value: '10' }, undefined, 'EUR')).toEqual({
      gbp: '10',
      foreign: '',
    });
  });

  it('accepts digits and up to the allowed decimals, and refuses signs, letters and extra decimals', () => {
    expect(cleanAmountInput('1,250.5', 2)).toBe('1250.5');
    expect(cleanAmountInput('.5', 2)).toBe('.5');
    expect(cleanAmountInput('', 2)).toBe('');
    expect(cleanAmountInput('-5', 2)).toBeNull();
    expect(cleanAmountInput('1e3', 2)).toBeNull();
    expect(cleanAmountInput('10.999', 2)).toBeNull();
    expect(cleanAmountInput('12.5', 0)).toBeNull();
    expect(cleanAmountInput('1234567890', 2)).toBeNull();
  });

  it('reads half-typed amounts as numbers', () => {
    expect(normalizeAmount('12.')).toBe('12');
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount('.')).toBeNull();
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
  });

  it('prices the order as the cart will: Click & Collect rounds the pounds up to the next 10', () => {
    expect(orderPreview({ side: 'gbp', value: '95' }, 'EUR', 'collect', '1.1339')).toMatchObject({
      gbp: '100.00',
      foreign: '113.39',
    });
    expect(orderPreview({ side: 'gbp', value: '95' }, 'EUR', 'sell', '1.2041')).toMatchObject({
      gbp: '95.00',
      foreign: '114.39',
    });
    expect(orderPreview({ side: 'gbp', value: '0' }, 'EUR', 'collect', '1.1339')).toBeNull();
  });
});
