// The two stores @fastify/rate-limit ships (plain JavaScript, no types of their own).
declare module '@fastify/rate-limit/store/LocalStore' {
  const LocalStore: new (continueExceeding?: boolean, exponentialBackoff?: boolean) => unknown;
  export default LocalStore;
}
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { Redis } from 'ioredis';
  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key: string,
  ) => unknown;
  export default RedisStore;
}
