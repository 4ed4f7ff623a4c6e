import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { LiveMode } from '@fx/contracts';
import { Clock, HealthService, LOGGER, withAdvisoryLock } from '@fx/service-kit';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';
import { RatesStatusService } from '../currencies/rates-status.service';
import { RefreshRepository } from './refresh.repository';
import { RefreshRatesCommand } from './refresh-rates/refresh-rates.command';
import { RefreshRatesHandler } from './refresh-rates/refresh-rates.handler';

const QUEUE = 'rates-refresh';
const SCHEDULER_ID = 'live-refresh';
const JOB_NAME = 'refresh-all';
const START_REFRESH_LOCK = 'rates.refresh-at-start';

/**
 * Live mode ('Get the Latest'): while on, a BullMQ job scheduler adds one refresh job per interval.
 * The scheduler lives in Redis, so however many rates instances run there is one job per tick, and
 * exactly one instance's worker takes it. The switch itself is stored in Postgres and re-applied
 * at start, so a restart or a Redis flush does not lose it. Where no one has switched it yet it
 * starts as LIVE_MODE_DEFAULT says (on in production), and at start the rates are refreshed once
 * if they are stale or come from the offline snapshot, by one instance of those starting together.
 * Each tick dispatches a refresh command.
 */
@Injectable()
export class RefreshSchedule
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly queue: Queue;
  private worker?: Worker;
  private readonly connections: Redis[] = [];

  constructor(
    private readonly repository: RefreshRepository,
    private readonly ratesStatus: RatesStatusService,
    private readonly commands: CommandBus,
    private readonly refresh: RefreshRatesHandler,
    private readonly health: HealthService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(RATES_ENV) private readonly env: RatesEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = new Queue(QUEUE, { connection: this.connection(), prefix: this.prefix() });
    this.queue.on('error', (error) =>
      this.logger.warn({ err: error.message }, 'refresh queue error'),
    );
  }

  private prefix(): string {
    return `${this.env.REDIS_KEY_PREFIX}bull`;
  }

  private connection(): Redis {
    const redis = new Redis(this.env.REDIS_URL, { maxRetriesPerRequest: null });
    redis.on('error', () => undefined);
    this.connections.push(redis);
    return redis;
  }

  /**
   * Before any request is answered (handlers start on bootstrap): the default switch, and the
   * refresh at start, so no one is ever served the snapshot's dated rates as current.
   */
  async onModuleInit(): Promise<void> {
    await this.repository.applyLiveModeDefault(this.env.LIVE_MODE_DEFAULT);
    const starting = this.clock.now().getTime();
    await withAdvisoryLock(this.dataSource, START_REFRESH_LOCK, () => this.refreshIfDue(starting), {
      wait: true,
    });
  }

  /**
   * At start: a refresh when the offline snapshot serves (so a fresh start is usable) or the
   * rates are stale, unless one was tried within the last live-mode interval: instances starting
   * together (a redeploy, a node back) take turns under a lock, and only the first asks the
   * provider. Run by its handler itself: the command bus only knows its handlers once the app has
   * bootstrapped.
   */
  private async refreshIfDue(starting: number): Promise<void> {
    const { stale, lastRefreshAt, intervalSeconds } = await this.ratesStatus.liveMode();
    if (this.env.RATE_PROVIDER !== 'offline' && !stale) return;
    const triedAt = lastRefreshAt ? Date.parse(lastRefreshAt) : Number.NEGATIVE_INFINITY;
    if (triedAt > starting - intervalSeconds * 1000) return;
    try {
      const summary = await this.refresh.execute();
      this.logger.info(
        { refreshed: summary.refreshed.length, failed: summary.failed.length },
        'rates refreshed at start',
      );
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'the refresh at start failed');
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(QUEUE, () => this.commands.execute(new RefreshRatesCommand()), {
      connection: this.connection(),
      prefix: this.prefix(),
      concurrency: 1,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.error({ err: error.message, job: job?.id }, 'live refresh failed'),
    );
    this.worker.on('error', (error) =>
      this.logger.warn({ err: error.message }, 'refresh worker error'),
    );
    await this.apply(await this.ratesStatus.liveMode());
    // Stale rates degrade readiness without failing it: the service still answers every request.
    this.health.register('rates-fresh', () => this.checkFresh(), { critical: false });
  }

  private async checkFresh(): Promise<void> {
    const mode = await this.ratesStatus.liveMode();
    if (mode.stale) {
      throw new Error(
        `rates older than ${mode.maxAgeSeconds} s (last success ${mode.lastSuccessAt ?? 'never'}, ${mode.consecutiveFailures} failures since)`,
      );
    }
  }

  /** One refresh job per interval while live mode is on, none while it is off. */
  async apply(mode: LiveMode): Promise<void> {
    if (mode.enabled) {
      await this.queue.upsertJobScheduler(
        SCHEDULER_ID,
        { every: mode.intervalSeconds * 1000 },
        { name: JOB_NAME, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
    } else {
      await this.queue.removeJobScheduler(SCHEDULER_ID);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    for (const redis of this.connections) redis.disconnect();
  }
}
