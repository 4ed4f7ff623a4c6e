import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { CurrencyTable } from '@fx/contracts';
import { OutboxRelay } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { CurrenciesRepository } from './currencies.repository';
import { toPricedCurrency } from './currency-views';
import { RateTableCache } from './rate-table-cache';
import { RatesStatusService } from './rates-status.service';

/**
 * The public rate table: every active currency with its two customer rates, and their status,
 * read from Postgres and put where the gateway reads it (Redis) whenever it changes.
 */
@Injectable()
export class RateTable implements OnModuleInit {
  constructor(
    private readonly repository: CurrenciesRepository,
    private readonly cache: RateTableCache,
    private readonly ratesStatus: RatesStatusService,
    private readonly relay: OutboxRelay,
  ) {}

  /**
   * The gateway reads the table from Redis: make sure it is there once this instance is up, and
   * before the outbox relay starts (on bootstrap) and sends what a stopped process left unsent,
   * so a gateway reloading on one of those events finds the table they announce.
   */
  async onModuleInit(): Promise<void> {
    await this.rebuild();
  }

  async price(): Promise<CurrencyTable> {
    const [active, status] = await Promise.all([
      this.repository.listActive(),
      this.ratesStatus.status(),
    ]);
    const currencies = active.map(toPricedCurrency);
    const asOf = currencies.reduce(
      (latest, c) => (c.updatedAt > latest ? c.updatedAt : latest),
      new Date(0).toISOString(),
    );
    return { base: 'GBP', asOf, status, currencies };
  }

  /** Rebuilds the table and puts it where the gateway reads it. */
  async rebuild(): Promise<CurrencyTable> {
    const table = await this.price();
    await this.cache.store(table);
    return table;
  }

  /**
   * After a committed change: the table goes where the gateway reads it first, then its events
   * to the relay, which make every gateway reload it (handed over even if Redis fails).
   */
  async publishBefore(events: readonly OutboxEntry[]): Promise<void> {
    try {
      await this.rebuild();
    } finally {
      this.relay.committed(...events);
    }
  }
}
