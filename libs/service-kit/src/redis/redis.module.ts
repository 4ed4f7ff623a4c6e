import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { HealthService } from '../health/health.service';

/** Injection token for the process's ioredis client. */
export const REDIS = Symbol('REDIS');

export interface RedisOptions {
  url: string;
  /** Prefix for every key this process writes; lets tests share one Redis. */
  keyPrefix?: string;
}

export function createRedis(options: RedisOptions): Redis {
  return new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    // Fail commands fast while Redis is away instead of queueing them for ever; callers fall back.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    // A command Redis does not answer in time fails, so a caller falls back instead of waiting.
    commandTimeout: 1000,
    lazyConnect: false,
  });
}

@Injectable()
class RedisLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly health: HealthService,
  ) {}

  onApplicationBootstrap(): void {
    this.health.register('redis', () => this.redis.ping());
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([this.redis.quit().then(() => undefined), timeout]).catch(() => undefined);
    this.redis.disconnect();
  }
}

/** One Redis client for the app, with a readiness check. */
@Global()
@Module({})
export class RedisModule {
  static forRoot(options: RedisOptions): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          useFactory: () => {
            const redis = createRedis(options);
            // Errors surface through commands and the health check; an unhandled 'error' would crash.
            redis.on('error', () => undefined);
            return redis;
          },
        },
        RedisLifecycle,
      ],
      exports: [REDIS],
    };
  }
}
