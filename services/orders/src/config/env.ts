import { z } from 'zod';
import { Decimal, isDecimalString, siteEnvShape } from '@fx/contracts';
import type { Office } from '@fx/contracts';
import {
  envVariables,
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  isProduction,
  maxRateAgeShape,
  outboxEnvShape,
  parseEnv,
  refuseDefaultPasswords,
  refuseTestClock,
  redisEnvShape,
  withMaxRateAge,
} from '@fx/service-kit';
import { collectionOffices, unreadableDays } from '../branches/branch-week';

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
     * The linked-order limit: a customer's pending, accepted and completed orders over the last
     * ORDER_LINKED_WINDOW_DAYS days (matched by e-mail or phone) may come to at most this.
     */
    ORDER_LINKED_LIMIT_GBP: pounds.default('10000'),
    ORDER_LINKED_WINDOW_DAYS: z.coerce.number().int().min(1).max(366).default(90),
    /**
     * How far, in percent, a customer rate may have moved since the customer saw it before the
     * order is refused with the fresh quote (409) instead of placed at the current rate.
     */
    ORDER_RATE_TOLERANCE_PCT: z.coerce.number().min(0).max(5).default(0.5),
    /** Hours an accepted order's rates are guaranteed for. */
    RATE_GUARANTEE_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    ...outboxEnvShape,
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
    // Below one order's maximum, the largest order could never be placed.
    const amounts = [env.ORDER_LINKED_LIMIT_GBP, env.ORDER_MAX_GBP];
    if (amounts.every(isDecimalString) && new Decimal(amounts[0]!).lt(amounts[1]!))
      ctx.addIssue({
        code: 'custom',
        path: ['ORDER_LINKED_LIMIT_GBP'],
        message: 'must be at least ORDER_MAX_GBP',
      });
    if (env.SITE_OFFICES) refuseUnreadableHours(env.SITE_OFFICES, ctx);
    if (isProduction(env)) {
      refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'REDIS_URL', 'AMQP_URL']);
      refuseTestClock(env, ctx);
      if (!env.SITE_OFFICES)
        ctx.addIssue({
          code: 'custom',
          path: ['SITE_OFFICES'],
          message: "is required in production: the bureau's branches, where orders are collected",
        });
    }
  })
  .transform(withMaxRateAge);

/**
 * A collection point's opening days become the days customers may choose, so each line's days
 * must be readable ("Monday to Saturday", "Sunday"): refused at start, naming the text.
 */
function refuseUnreadableHours(offices: readonly Office[], ctx: z.RefinementCtx): void {
  for (const office of collectionOffices(offices)) {
    const days = unreadableDays(office);
    if (days !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_OFFICES'],
        message: `cannot tell which days "${days}" means (office ${office.id}): write e.g. "Monday to Saturday" or "Sunday"`,
      });
  }
}

export type OrdersEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): OrdersEnv {
  return parseEnv('orders', schema, source);
}

/**
 * Every variable the orders service reads: docs/configuration.md and .env.example show each
 * (env-documented.spec.ts).
 */
export const ENV_VARIABLES = envVariables(schema);
