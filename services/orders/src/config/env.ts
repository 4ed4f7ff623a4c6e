import { z } from 'zod';
import {
  DEFAULT_BUY_BACK_SETTINGS,
  DEFAULT_DELIVERY_SETTINGS,
  Decimal,
  NATIONS,
  isDecimalString,
  siteEnvShape,
} from '@fx/contracts';
import type { BuyBackSettings, DeliverySettings, Office } from '@fx/contracts';
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
import { complianceEnvShape, refuseScreeningOff } from './compliance-env';

const pounds = z
  .string()
  .refine(isDecimalString, { message: 'must be an amount in pounds such as 50 or 5000.00' });

const D = DEFAULT_DELIVERY_SETTINGS;
const B = DEFAULT_BUY_BACK_SETTINGS;

/** Home delivery (issue 32): the rules' defaults, each a setting. */
const deliveryEnvShape = {
  DELIVERY_MIN_GBP: pounds.default(D.minGbp),
  DELIVERY_MAX_GBP: pounds.default(D.maxGbp),
  DELIVERY_FEE_GBP: pounds.default(D.feeGbp),
  /** The order value from which delivery is free; "none" charges the fee on every order. */
  DELIVERY_FREE_FROM_GBP: z
    .string()
    .refine((value) => value === 'none' || isDecimalString(value), {
      message: 'must be an amount in pounds such as 500, or none',
    })
    .default(D.freeFromGbp ?? 'none'),
  DELIVERY_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written 14:00')
    .default(D.cutoff),
  DELIVERY_SATURDAY_FEE_GBP: pounds.default(D.saturdayFeeGbp),
  DELIVERY_DISPATCH_NATION: z.enum(NATIONS).default(D.dispatchNation),
};

/** The buy-back guarantee (issue 32): the rules' defaults, each a setting. */
const buyBackEnvShape = {
  BUY_BACK_PRICE_GBP: pounds.default(B.priceGbp),
  BUY_BACK_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(B.windowDays),
  BUY_BACK_SHARE_PCT: z
    .string()
    .refine((value) => isDecimalString(value) && Number(value) > 0 && Number(value) <= 100, {
      message: 'must be a percentage above 0 and at most 100',
    })
    .default(B.sharePct),
  BUY_BACK_CAP_GBP: pounds.default(B.capGbp),
};

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
    ...deliveryEnvShape,
    ...buyBackEnvShape,
    /** What a customer's cancellation of a card-paid order keeps back (the Terms' fee). */
    CANCELLATION_FEE_GBP: pounds.default('0'),
    /**
     * Hours a card-paid order may wait for the branch's acceptance before it is cancelled and
     * its card's hold released: the card's bank keeps an online hold for about 7 days.
     */
    CARD_ACCEPT_WITHIN_HOURS: z.coerce.number().int().min(1).max(144).default(120),
    ...complianceEnvShape,
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
    if (new Decimal(env.DELIVERY_MIN_GBP).gt(env.DELIVERY_MAX_GBP))
      ctx.addIssue({
        code: 'custom',
        path: ['DELIVERY_MIN_GBP'],
        message: 'must not be more than DELIVERY_MAX_GBP',
      });
    if (env.SITE_OFFICES) refuseUnreadableHours(env.SITE_OFFICES, ctx);
    if (isProduction(env)) {
      refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'REDIS_URL', 'AMQP_URL']);
      refuseTestClock(env, ctx);
      refuseScreeningOff(env, ctx);
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

/** Home delivery's settings as the rules take them. */
export function deliverySettings(env: OrdersEnv): DeliverySettings {
  return {
    minGbp: env.DELIVERY_MIN_GBP,
    maxGbp: env.DELIVERY_MAX_GBP,
    feeGbp: env.DELIVERY_FEE_GBP,
    freeFromGbp: env.DELIVERY_FREE_FROM_GBP === 'none' ? null : env.DELIVERY_FREE_FROM_GBP,
    cutoff: env.DELIVERY_CUTOFF,
    saturdayFeeGbp: env.DELIVERY_SATURDAY_FEE_GBP,
    dispatchNation: env.DELIVERY_DISPATCH_NATION,
    closedDays: [],
  };
}

/** The buy-back guarantee's settings as the rules take them. */
export function buyBackSettings(env: OrdersEnv): BuyBackSettings {
  return {
    priceGbp: env.BUY_BACK_PRICE_GBP,
    windowDays: env.BUY_BACK_WINDOW_DAYS,
    sharePct: env.BUY_BACK_SHARE_PCT,
    capGbp: env.BUY_BACK_CAP_GBP,
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): OrdersEnv {
  return parseEnv('orders', schema, source);
}

/**
 * Every variable the orders service reads: docs/configuration.md and .env.example show each
 * (env-documented.spec.ts).
 */
export const ENV_VARIABLES = envVariables(schema);
