import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * A route's `@RouteConfig({ rateLimit })` may add this: while Redis is unreachable its limit is
 * kept in this process's memory instead of being lifted. For the routes where no limit at all would
 * hurt (guessing the staff gate's password, creating things for an address).
 */
export interface KeptWhenRedisIsAway {
  keptWhenRedisIsAway: true;
}
export const KEPT_WHEN_REDIS_IS_AWAY: KeptWhenRedisIsAway = { keptWhenRedisIsAway: true };

type Incr = (
  key: string,
  callback: (error: Error | null, result: { current: number; ttl: number } | null) => void,
  timeWindow: number,
  max: number,
) => void;

interface Store {
  incr: Incr;
  child(routeOptions: RouteLimitOptions): Store;
}

interface RouteLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  keptWhenRedisIsAway?: boolean;
  routeInfo: { method: string; url: string };
}

/**
 * @fastify/rate-limit's store: the count lives in Redis, shared by every gateway instance. When
 * Redis does not answer, a route that asked for it counts in memory (per process, so N instances
 * allow up to N times the limit), and any other route is let through by `skipOnError`.
 */
export function redisFirstStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisFirstStore {
    constructor(options: RouteLimitOptions) {
      super(
        new RedisStore(
          options.continueExceeding,
          options.exponentialBackoff,
          redis,
          nameSpace,
        ) as Store,
        undefined,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

class RedisFirstStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly inMemory: Store | undefined,
  ) {}

  incr: Incr = (key, callback, timeWindow, max) => {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error || !this.inMemory) return callback(error, result);
        this.inMemory.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  };

  child(routeOptions: RouteLimitOptions): Store {
    return new RedisFirstStore(
      this.shared.child(routeOptions),
      routeOptions.keptWhenRedisIsAway
        ? (new LocalStore(routeOptions.continueExceeding, routeOptions.exponentialBackoff) as Store)
        : undefined,
    );
  }
}
