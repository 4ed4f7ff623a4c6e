import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RATE_TABLE_CACHE_KEY } from '@fx/contracts';
import type { CachedRateTable, CurrencyTable } from '@fx/contracts';
import { EventSubscriber, INSTANCE_ID, REDIS, RpcClient } from '@fx/service-kit';
import { toCachedRateTable } from './cached-rate-table';

export interface EncodedRateTable {
  etag: string;
  body: Buffer;
}

/** A safety net: even if an event were missed, the copy is refreshed this often. */
const MAX_AGE_MS = 30_000;

/**
 * The priced rate table (what the gateway serves and the orders service prices with), from memory. The copy is dropped when a rate is refreshed or a
 * currency changes (events on this instance's own queue), then reloaded from Redis, where the
 * rates service keeps it; if Redis is unreachable, from the rates service itself.
 */
@Injectable()
export class RateTable implements OnApplicationBootstrap {
  private current?: { table: CachedRateTable; until: number };
  private loading?: Promise<CachedRateTable>;
  private parsed?: { etag: string; table: CurrencyTable };
  private bytes?: EncodedRateTable;
  private generation = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rpc: RpcClient,
    private readonly events: EventSubscriber,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.events.subscribe({
      queue: `rate-table.${INSTANCE_ID}.${randomBytes(4).toString('hex')}`,
      exclusive: true,
      events: ['rate.refreshed', 'currency.changed'],
      handler: () => this.invalidate(),
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.current = undefined;
    this.loading = undefined;
  }

  async get(): Promise<CachedRateTable> {
    if (this.current && this.current.until > Date.now()) return this.current.table;
    // One load at a time: the hundreds of requests that arrive while it runs wait for it, instead
    // of each reading Redis and parsing the table again.
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<CachedRateTable> {
    const generation = this.generation;
    try {
      const table = (await this.fromRedis()) ?? (await this.fromService());
      // A change announced while this load was under way wins: keep nothing possibly older than it.
      if (generation === this.generation) this.current = { table, until: Date.now() + MAX_AGE_MS };
      return table;
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }

  /** The table as values; parsed once per version. */
  async table(): Promise<CurrencyTable> {
    const cached = await this.get();
    if (this.parsed?.etag !== cached.etag) {
      this.parsed = { etag: cached.etag, table: JSON.parse(cached.body) as CurrencyTable };
    }
    return this.parsed.table;
  }

  /** The table as the bytes the gateway sends; encoded once per version, not once per request. */
  async encoded(): Promise<EncodedRateTable> {
    const cached = await this.get();
    if (this.bytes?.etag !== cached.etag) {
      this.bytes = { etag: cached.etag, body: Buffer.from(cached.body, 'utf8') };
    }
    return this.bytes;
  }

  /**
   * The same bytes without waiting, while the copy in memory is current; undefined when it must be
   * loaded first (then `encoded()`). The busiest route answers from here without a promise.
   */
  encodedNow(): EncodedRateTable | undefined {
    const current = this.current;
    if (!current || current.until <= Date.now() || this.bytes?.etag !== current.table.etag) {
      return undefined;
    }
    return this.bytes;
  }

  private async fromRedis(): Promise<CachedRateTable | undefined> {
    try {
      const raw = await this.redis.get(RATE_TABLE_CACHE_KEY);
      return raw ? (JSON.parse(raw) as CachedRateTable) : undefined;
    } catch {
      return undefined;
    }
  }

  private async fromService(): Promise<CachedRateTable> {
    return toCachedRateTable(await this.rpc.request('rates.currencies.list', {}));
  }
}
