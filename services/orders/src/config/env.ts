import { z } from 'zod';
import { isDecimalString } from '@fx/contracts';
import {
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  isProduction,
  maxRateAgeShape,
  parseEnv,
  refuseDefaultPasswords,
  redisEnvShape,
  siteEnvShape,
  withMaxRateAge,
} from '@fx/service-kit';

const pounds = z
  .string()
  .refine(isDecimalString, { message: 'must be an amount in pounds such as 50 or 5000.00' });

const schema = z
  .object({
    ...baseEnvShape,
    ...databaseEnvShape,
    ...redisEnvShape,
    ...healthPortShape(3102),
    /** Prefix of the Redis keys shared with the rates service (the cached rate table). */
    REDIS_KEY_PREFIX: z.string().default('fx:'),
    /** The smallest and largest order value taken online, in pounds. */
    ORDER_MIN_GBP: pounds.default('50'),
    ORDER_MAX_GBP: pounds.default('5000'),
    /**
     * How far, in percent, a customer rate may have moved since the customer saw it before the
     * order is refused with the fresh quote (409) instead of placed at the current rate.
     */
    ORDER_RATE_TOLERANCE_PCT: z.coerce.number().min(0).max(5).default(0.5),
    /** Hours an accepted order's rates are guaranteed for. */
    RATE_GUARANTEE_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    /** The outbox relay looks for unsent events this often (it is also woken by each commit). */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
    /** The bureau's time zone: the statistics count days in it. */
    BUSINESS_TIME_ZONE: z.string().default('Europe/London'),
    /** A line priced at a rate older than this is indicative: quoted, never ordered (503). */
    ...maxRateAgeShape,
    /** SITE_OFFICES (and the brand): the branches orders are collected from, synced at start. */
    ...siteEnvShape,
  })
  .superRefine((env, ctx) => {
    if (Number(env.ORDER_MIN_GBP) >= Number(env.ORDER_MAX_GBP))
      ctx.addIssue({
        code: 'custom',
        path: ['ORDER_MIN_GBP'],
        message: 'must be less than ORDER_MAX_GBP',
      });
    if (isProduction(env)) {
      refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'REDIS_URL', 'AMQP_URL']);
      if (!env.SITE_OFFICES)
        ctx.addIssue({
          code: 'custom',
          path: ['SITE_OFFICES'],
          message: "is required in production: the bureau's branches, where orders are collected",
        });
    }
  })
  .transform(withMaxRateAge);

export type OrdersEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): OrdersEnv {
  return parseEnv('orders', schema, source);
}
