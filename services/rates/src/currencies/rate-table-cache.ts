import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RATE_TABLE_CACHE_KEY } from '@fx/contracts';
import type { CachedRateTable, CurrencyTable } from '@fx/contracts';
import { LOGGER, REDIS } from '@fx/service-kit';
import { toCachedRateTable } from '@fx/rate-table';

/**
 * Writes the priced table to Redis whenever it changes, for the gateway to serve without asking
 * Postgres. A Redis outage only costs speed: the gateway then asks this service, which reads
 * Postgres.
 */
@Injectable()
export class RateTableCache {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async store(table: CurrencyTable): Promise<CachedRateTable> {
    const cached = toCachedRateTable(table);
    try {
      await this.redis.set(RATE_TABLE_CACHE_KEY, JSON.stringify(cached));
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message },
        'could not write the rate table to Redis',
      );
    }
    return cached;
  }

  /** The table the gateway serves now; undefined when Redis has none or cannot be read. */
  async read(): Promise<CurrencyTable | undefined> {
    try {
      const raw = await this.redis.get(RATE_TABLE_CACHE_KEY);
      return raw
        ? (JSON.parse((JSON.parse(raw) as CachedRateTable).body) as CurrencyTable)
        : undefined;
    } catch {
      return undefined;
    }
  }
}
