import type { Redis } from 'ioredis';
import type { GatewayEnv } from '../config/env';
import { CardPaymentLimiter } from './card-payment-limiter';

/** Redis that does not answer: every command fails as it does while the server is away. */
const away = (): Redis => {
  const fail = () => Promise.reject(new Error('connect ECONNREFUSED'));
  const multi = () => ({ incr: multi, pexpire: multi, exec: fail });
  return { get: fail, pttl: fail, multi } as unknown as Redis;
};

const env = (allow: string[] = []) =>
  ({
    RATE_LIMIT_ALLOW_LIST: allow,
    CARD_PAYMENTS_PER_HOUR_PER_ADDRESS: 3,
    CARD_PAYMENTS_PER_HOUR_PER_EMAIL: 2,
  }) as unknown as GatewayEnv;

describe('CardPaymentLimiter while Redis is away', () => {
  it('keeps counting in memory: the e-mail is refused after its second payment for about an hour', async () => {
    const limiter = new CardPaymentLimiter(env(), away());
    for (let started = 0; started < 2; started++) {
      expect(await limiter.over('203.0.113.9', 'Ada@Example.com')).toBeUndefined();
      await limiter.started('203.0.113.9', 'Ada@Example.com');
    }
    const over = await limiter.over('198.51.100.7', ' ada@example.com');
    expect(over?.retryAfterSeconds).toBeGreaterThan(3590);
    expect(await limiter.over('198.51.100.7', 'grace@example.com')).toBeUndefined();
  });

  it('refuses an address after its third payment, whatever the e-mails', async () => {
    const limiter = new CardPaymentLimiter(env(), away());
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      await limiter.started('203.0.113.9', email);
    expect(await limiter.over('203.0.113.9', 'd@example.com')).toBeDefined();
  });

  it('leaves the addresses of RATE_LIMIT_ALLOW_LIST alone (a load test)', async () => {
    const limiter = new CardPaymentLimiter(env(['127.0.0.1']), away());
    for (let started = 0; started < 5; started++) await limiter.started('127.0.0.1', 'a@b.com');
    expect(await limiter.over('127.0.0.1', 'a@b.com')).toBeUndefined();
  });
});
