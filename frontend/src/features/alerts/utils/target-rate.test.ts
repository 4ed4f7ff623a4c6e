import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  TARGET_RATE_MESSAGE,
  emailError,
  suggestTargetRate,
  targetRateError,
} from './target-rate';

describe('the suggested target', () => {
  it.each([
    ['1.1339', '1.1453'],
    ['1.0000', '1.0100'],
    ['180.8371', '182.6455'],
    ['1690.2735', '1707.1763'],
  ])('is 1%% above %s, rounded up to 4 places: %s', (today, suggested) => {
    expect(suggestTargetRate(today)).toBe(suggested);
  });
});

describe('the target rate', () => {
  it.each(['1.2', '1.2000', '180', ' 1.5 ', '1000000000'])('accepts %j', (value) => {
    expect(targetRateError(value)).toBeNull();
  });

  it.each(['', 'abc', '0', '0.0000', '1.23456', '-1', '1,2', '1e3', '1000000000.0001'])(
    'refuses %j',
    (value) => {
      expect(targetRateError(value)).toBe(TARGET_RATE_MESSAGE);
    },
  );
});

describe('the e-mail address', () => {
  it('is checked as the API does', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError('ada@example')).toBe(EMAIL_MESSAGE);
  });
});
