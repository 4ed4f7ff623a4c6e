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

interface Count {
  count: number;
  /** Until the hour of the first payment counted is over. */
  ttlMs: number;
}

/**
 * Counts the card payments started per client address and per e-mail in an hour, so card testers
 * cannot try stolen numbers through many small orders. Only payments really started count: a
 * refused order, or the same request again, does not use up a customer's allowance. The counts
 * live in Redis (every gateway instance shares them); while Redis is away they are kept in this
 * process instead, because no limit at all is what card testers hope for. Addresses on
 * RATE_LIMIT_ALLOW_LIST (a load test) are not counted.
 */
@Injectable()
export class CardPaymentLimiter {
  private readonly inMemory = new Map<string, { count: number; until: number }>();

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** How long to wait when this address or e-mail has started its payments for the hour. */
  async over(address: string, email: string): Promise<OverLimit | undefined> {
    if (this.env.RATE_LIMIT_ALLOW_LIST.includes(address)) return undefined;
    const [byAddress, byEmail] = await Promise.all(
      this.keys(address, email).map((key) => this.read(key)),
    );
    const waitMs = Math.max(
      byAddress!.count >= this.env.CARD_PAYMENTS_PER_HOUR_PER_ADDRESS ? byAddress!.ttlMs : 0,
      byEmail!.count >= this.env.CARD_PAYMENTS_PER_HOUR_PER_EMAIL ? byEmail!.ttlMs : 0,
    );
    return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : undefined;
  }

  /** A card payment was started for this address and e-mail. */
  async started(address: string, email: string): Promise<void> {
    if (this.env.RATE_LIMIT_ALLOW_LIST.includes(address)) return;
    await Promise.all(this.keys(address, email).map((key) => this.increment(key)));
  }

  private keys(address: string, email: string): string[] {
    // The e-mail is kept as a hash: Redis has no need to hold customers' addresses.
    const mailbox = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    return [`address:${address}`, `email:${mailbox}`];
  }

  private async read(key: string): Promise<Count> {
    const shared = `gateway:card-payments:${key}`;
    try {
      const [count, ttlMs] = await Promise.all([this.redis.get(shared), this.redis.pttl(shared)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(ttlMs, 0) };
    } catch {
      return this.fromMemory(key, 0);
    }
  }

  private async increment(key: string): Promise<void> {
    const shared = `gateway:card-payments:${key}`;
    try {
      // The hour starts at the first payment counted (NX: later ones do not push it back).
      const results = await this.redis.multi().incr(shared).pexpire(shared, HOUR_MS, 'NX').exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('transaction discarded');
    } catch {
      this.fromMemory(key, 1);
    }
  }

  /** The count kept in this process, `add`ed to. */
  private fromMemory(key: string, add: number): Count {
    const now = Date.now();
    let entry = this.inMemory.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + HOUR_MS };
      if (add > 0) this.inMemory.set(key, entry);
    }
    entry.count += add;
    if (this.inMemory.size > 10_000) this.forgetExpired(now);
    return { count: entry.count, ttlMs: entry.until - now };
  }

  private forgetExpired(now: number): void {
    for (const [key, entry] of this.inMemory) if (entry.until <= now) this.inMemory.delete(key);
  }
}
