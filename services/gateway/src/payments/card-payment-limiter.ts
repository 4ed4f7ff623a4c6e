import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '@fx/service-kit';
import type { GatewayEnv } from '../config/env';
import { GATEWAY_ENV } from '../config/gateway-env.token';

const HOUR_MS = 60 * 60 * 1000;

/** Over a limit: how long until the next card payment may start. */
export interface OverLimit {
  retryAfterSeconds: number;
}

/**
 * Counts the card payments started per client address and per e-mail in an hour, so card testers
 * cannot try stolen numbers through many small orders. The counts live in Redis (every gateway
 * instance shares them); while Redis is away they are kept in this process instead, because no
 * limit at all is what card testers hope for. Addresses on RATE_LIMIT_ALLOW_LIST (a load test)
 * are not counted.
 */
@Injectable()
export class CardPaymentLimiter {
  private readonly inMemory = new Map<string, { count: number; until: number }>();

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Counts this start; answers how long to wait when either limit is passed. */
  async count(address: string, email: string): Promise<OverLimit | undefined> {
    if (this.env.RATE_LIMIT_ALLOW_LIST.includes(address)) return undefined;
    // The e-mail is kept as a hash: Redis has no need to hold customers' addresses.
    const mailbox = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const counts = await Promise.all([
      this.increment(`address:${address}`),
      this.increment(`email:${mailbox}`),
    ]);
    const [byAddress, byEmail] = counts;
    const over = [
      byAddress.count > this.env.CARD_PAYMENTS_PER_HOUR_PER_ADDRESS ? byAddress.ttlMs : 0,
      byEmail.count > this.env.CARD_PAYMENTS_PER_HOUR_PER_EMAIL ? byEmail.ttlMs : 0,
    ];
    const waitMs = Math.max(...over);
    return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : undefined;
  }

  private async increment(key: string): Promise<{ count: number; ttlMs: number }> {
    const shared = `gateway:card-payments:${key}`;
    try {
      // The hour starts at the first start counted (NX: later ones do not push it back).
      const results = await this.redis
        .multi()
        .incr(shared)
        .pexpire(shared, HOUR_MS, 'NX')
        .pttl(shared)
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('transaction discarded');
      return { count: Number(results[0]![1]), ttlMs: Number(results[2]![1]) };
    } catch {
      return this.incrementInMemory(key);
    }
  }

  private incrementInMemory(key: string): { count: number; ttlMs: number } {
    const now = Date.now();
    let entry = this.inMemory.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + HOUR_MS };
      this.inMemory.set(key, entry);
    }
    entry.count += 1;
    if (this.inMemory.size > 10_000) this.forgetExpired(now);
    return { count: entry.count, ttlMs: entry.until - now };
  }

  private forgetExpired(now: number): void {
    for (const [key, entry] of this.inMemory) if (entry.until <= now) this.inMemory.delete(key);
  }
}
