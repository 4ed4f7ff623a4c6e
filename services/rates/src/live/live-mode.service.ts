import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LiveMode, LiveModeUpdate } from '@fx/contracts';
import { LOGGER } from '@fx/service-kit';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';
import { RefreshRepository } from './refresh.repository';
import { RefreshService } from './refresh.service';

const QUEUE = 'rates-refresh';
const SCHEDULER_ID = 'live-refresh';
const JOB_NAME = 'refresh-all';

/**
 * Live mode ('Get the Latest'): while on, a BullMQ job scheduler adds one refresh job per interval.
 * The scheduler lives in Redis, so however many rates instances run there is one job per tick, and
 * exactly one instance's worker takes it. The switch itself is stored in Postgres and re-applied
 * at start, so a restart or a Redis flush does not lose it.
 */
@Injectable()
export class LiveModeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly queue: Queue;
  private worker?: Worker;
  private readonly connections: Redis[] = [];

  constructor(
    private readonly repository: RefreshRepository,
    private readonly refresh: RefreshService,
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
    await this.apply(await this.repository.liveMode());
  }

  status(): Promise<LiveMode> {
    return this.repository.liveMode();
  }

  async set(change: LiveModeUpdate, changedBy: string): Promise<LiveMode> {
    await this.repository.setLiveMode(change.enabled, change.intervalSeconds, changedBy);
    const mode = await this.repository.liveMode();
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
