import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Clock, IntervalJobs, LOGGER, withAdvisoryLock } from '@fx/service-kit';
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
const FIRST_LIST_LOCK = 'compliance.list.first-import';
const SWEEP_LOCK = 'compliance.screening-sweep';
const HOUR_MS = 3_600_000;

/**
 * The service's timers (Postgres, not Redis, decides who runs what, as in payments): at start the
 * first list from SANCTIONS_LIST_FILE when none is in force (instances starting together take
 * turns under an advisory lock: one imports it, the others find it in force), and the stale-list
 * check; pending orders screened every SCREENING_RETRY_SECONDS (one instance at a time, under an
 * advisory lock: the next finds them screened); the import from SANCTIONS_LIST_URL every
 * SANCTIONS_IMPORT_EVERY_HOURS (one instance, under an advisory lock, and not again before its
 * interval since the last attempt, whoever made it); the stale-list check hourly (one alert a day).
 */
@Injectable()
export class ScreeningSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly jobs: IntervalJobs;

  constructor(
    private readonly listImport: ListImport,
    private readonly lists: SanctionsLists,
    private readonly screener: Screener,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(COMPLIANCE_ENV) private readonly env: ComplianceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.jobs = new IntervalJobs(logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    const file = this.env.SANCTIONS_LIST_FILE ?? BUNDLED_SAMPLE_LIST;
    const firstList = () => this.listImport.importFileIfNone(file);
    await withAdvisoryLock(this.dataSource, FIRST_LIST_LOCK, firstList, { wait: true }).catch(
      (error: Error) =>
        this.logger.error(
          { err: error.message, file },
          'the first sanctions list was not imported',
        ),
    );
    await this.listImport
      .alertIfStale()
      .catch((error: Error) => this.logger.warn({ err: error.message }, 'stale check failed'));
    this.jobs.every(this.env.SCREENING_RETRY_SECONDS * 1000, 'screening sweep', () => this.sweep());
    this.jobs.every(
      HOUR_MS,
      'stale list check',
      async () => void (await this.listImport.alertIfStale()),
    );
    if (this.env.SANCTIONS_LIST_URL) {
      this.jobs.every(60_000, 'scheduled list import', () => this.importIfDue());
    }
  }

  onApplicationShutdown(): void {
    this.jobs.stopAll();
  }

  /** Orders left pending (no list, or screening failed) screened now, by one instance at a time. */
  async sweep(): Promise<void> {
    await withAdvisoryLock(this.dataSource, SWEEP_LOCK, async () => {
      for (const orderId of await this.screener.pending()) {
        const outcome = await this.screener.screen(orderId, { onlyIfPending: true });
        if (outcome === 'pending') return; // still no list
      }
    });
  }

  async importIfDue(): Promise<void> {
    await withAdvisoryLock(this.dataSource, IMPORT_LOCK, async () => {
      const last = await this.lists.lastAttemptAt();
      const dueAt = (last?.getTime() ?? 0) + this.env.SANCTIONS_IMPORT_EVERY_HOURS * HOUR_MS;
      if (this.clock.now().getTime() < dueAt) return;
      await this.listImport
        .import({ by: { kind: 'system', id: 'scheduled-import' } })
        .catch((error: Error) =>
          this.logger.error({ err: error.message }, 'scheduled sanctions list import refused'),
        );
    });
  }
}
