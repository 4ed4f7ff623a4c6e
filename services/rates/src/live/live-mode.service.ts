import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LiveMode, LiveModeUpdate } from '@fx/contracts';
import { HealthService, LOGGER } from '@fx/service-kit';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';
import { RatesStatusService } from '../currencies/rates-status.service';
import { RefreshRepository } from './refresh.repository';
import { RefreshService } from './refresh.service';

const QUEUE = 'rates-refresh';
const SCHEDULER_ID = 'live-refresh';
const JOB_NAME = 'refresh-all';

/**
 * Live mode ('Get the Latest'): while on, a BullMQ job scheduler adds one refresh job per interval.
 * The scheduler lives in Redis, so however many rates instances run there is one job per tick, and
 * exactly one instance's worker takes it. The switch itself is stored in Postgres and re-applied
 * at start, so a restart or a Redis flush does not lose it. Where no one has switched it yet it
 * starts as LIVE_MODE_DEFAULT says (on in production), and at start the rates are refreshed once
 * if they are stale or come from the offline snapshot.
 */
@Injectable()
export class LiveModeService
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly queue: Queue;
  private worker?: Worker;
  private readonly connections: Redis[] = [];

  constructor(
    private readonly repository: RefreshRepository,
    private readonly ratesStatus: RatesStatusService,
    private readonly refresh: RefreshService,
    private readonly health: HealthService,
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
    await this.refresh.refreshIfDue((await this.ratesStatus.liveMode()).stale);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(QUEUE, async () => this.refresh.refreshAll(), {
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

  status(): Promise<LiveMode> {
    return this.ratesStatus.liveMode();
  }

  private async checkFresh(): Promise<void> {
    const mode = await this.ratesStatus.liveMode();
    if (mode.stale) {
      throw new Error(
        `rates older than ${mode.maxAgeSeconds} s (last success ${mode.lastSuccessAt ?? 'never'}, ${mode.consecutiveFailures} failures since)`,
      );
    }
  }

  async set(change: LiveModeUpdate, changedBy: string): Promise<LiveMode> {
    await this.repository.setLiveMode(change.enabled, change.intervalSeconds, changedBy);
    const mode = await this.ratesStatus.liveMode();
    await this.apply(mode);
    return mode;
  }

  private async apply(mode: LiveMode): Promise<void> {
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
