import { describe, expect, it } from 'vitest';
import { formatOrdinalDate, ordinal } from './format';

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
