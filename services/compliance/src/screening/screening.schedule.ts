import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Clock, LOGGER } from '@fx/service-kit';
import type { ComplianceEnv } from '../config/env';
import { COMPLIANCE_ENV } from '../core/tokens';
import { ListImport } from './list-import';
import { SanctionsLists } from './sanctions-lists';
import { Screener } from './screener';

/** The bundled fictional sample, imported at start when no list is in force and none is named. */
export const BUNDLED_SAMPLE_LIST = join(
  __dirname,
  '..',
  '..',
  'sanctions',
  'sample-uk-sanctions-list.csv',
);
const IMPORT_LOCK = 'compliance.list.scheduled-import';
const HOUR_MS = 3_600_000;

/**
 * The service's timers (Postgres, not Redis, decides who runs what, as in payments): at start the
 * first list from SANCTIONS_LIST_FILE when none is in force, and the stale-list check; pending
 * orders screened every SCREENING_RETRY_SECONDS; the import from SANCTIONS_LIST_URL every
 * SANCTIONS_IMPORT_EVERY_HOURS (one instance, under an advisory lock, and not again before its
 * interval since the last attempt, whoever made it); the stale-list check hourly (one alert a day).
 */
@Injectable()
export class ScreeningSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<string>();

  constructor(
    private readonly listImport: ListImport,
    private readonly lists: SanctionsLists,
    private readonly screener: Screener,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(COMPLIANCE_ENV) private readonly env: ComplianceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const file = this.env.SANCTIONS_LIST_FILE ?? BUNDLED_SAMPLE_LIST;
    await this.listImport
      .importFileIfNone(file)
      .catch((error: Error) =>
        this.logger.error(
          { err: error.message, file },
          'the first sanctions list was not imported',
        ),
      );
    await this.listImport
      .alertIfStale()
      .catch((error: Error) => this.logger.warn({ err: error.message }, 'stale check failed'));
    this.every(this.env.SCREENING_RETRY_SECONDS * 1000, 'screening sweep', () => this.sweep());
    this.every(
      HOUR_MS,
      'stale list check',
      async () => void (await this.listImport.alertIfStale()),
    );
    if (this.env.SANCTIONS_LIST_URL) {
      this.every(60_000, 'scheduled list import', () => this.importIfDue());
    }
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearInterval(timer);
  }

  private every(ms: number, name: string, run: () => Promise<void>): void {
    const tick = () => {
      if (this.running.has(name)) return;
      this.running.add(name);
      run()
        .catch((error: Error) => this.logger.warn({ err: error.message }, `${name} failed`))
        .finally(() => this.running.delete(name));
    };
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }

  /** Orders left pending (no list, or screening failed) screened now. */
  async sweep(): Promise<void> {
    for (const orderId of await this.screener.pending()) {
      if ((await this.screener.screen(orderId)) === 'pending') return; // still no list
    }
  }

  async importIfDue(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const [{ locked }] = (await runner.query(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [IMPORT_LOCK],
      )) as [{ locked: boolean }];
      if (!locked) return;
      try {
        const last = await this.lists.lastAttemptAt();
        const dueAt = (last?.getTime() ?? 0) + this.env.SANCTIONS_IMPORT_EVERY_HOURS * HOUR_MS;
        if (this.clock.now().getTime() < dueAt) return;
        await this.listImport
          .import({ by: { kind: 'system', id: 'scheduled-import' } })
          .catch((error: Error) =>
            this.logger.error({ err: error.message }, 'scheduled sanctions list import refused'),
          );
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [IMPORT_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }
}
