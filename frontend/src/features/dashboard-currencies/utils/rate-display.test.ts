import { describe, expect, it } from 'vitest';
import { padRate } from './rate-display';

describe('showing a market rate', () => {
  it.each([
    ['1.373', '1.3730'],
    ['197.8', '197.8000'],
    ['1862', '1862.0000'],
    ['1.16851', '1.16851'],
    ['1.1685', '1.1685'],
    ['n/a', 'n/a'],
  ])('%s reads as %s', (rate, shown) => {
    expect(padRate(rate)).toBe(shown);
  });
});
