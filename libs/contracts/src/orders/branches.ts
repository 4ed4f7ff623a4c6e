import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime, waySchema } from '../common/schemas';
import { WEEKDAYS, isCalendarDate } from './rules/calendar';
import type { Weekday } from './rules/calendar';
import { MAX_LEAD_DAYS, STOCK_STATUSES } from './rules/stock';

/** A branch's week, closed days, same-day cut-off and stock: what staff edit, what days follow. */

const time = (example: string) =>
  z
    .string({ error: `must be a time written ${example}` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: `must be a time written ${example}` })
    .meta({ maxLength: 5 });

export const calendarDate = z
  .string({ error: 'must be a date written 2026-12-24' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written 2026-12-24' })
  .meta({ maxLength: 10 })
  .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value), {
    message: 'must be a date written 2026-12-24',
  });

export const dayHoursSchema = z
  .object({ opens: time('09:00'), closes: time('18:00') })
  .refine((hours) => hours.opens < hours.closes, {
    message: 'must close after it opens',
    path: ['closes'],
  });

export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema.nullable()])) as Record<
    Weekday,
    z.ZodNullable<typeof dayHoursSchema>
  >,
);

export const closureSchema = z.object({
  date: calendarDate,
  reason: z
    .string({ error: 'Say why the branch is closed' })
    .trim()
    .min(1, 'Say why the branch is closed')
    .max(100, 'must be at most 100 characters'),
});

export const collectionScheduleSchema = z
  .object({
    weekly: weeklyHoursSchema,
    closures: z
      .array(closureSchema)
      .max(100, 'must list at most 100 closed days')
      .refine((days) => new Set(days.map((day) => day.date)).size === days.length, {
        message: 'lists a day twice',
      }),
    sameDayCutoff: time('14:00').nullable(),
  })
  .refine((schedule) => WEEKDAYS.some((day) => schedule.weekly[day] !== null), {
    message: 'The branch must open on at least one day of the week',
    path: ['weekly'],
  });
export type CollectionScheduleInput = z.infer<typeof collectionScheduleSchema>;

export const stockStatusSchema = z.enum(STOCK_STATUSES, {
  error: 'must be in_stock, order_in or unavailable',
});

/** A currency at a branch: order-in needs 1 to MAX_LEAD_DAYS days, the others none. */
export const stockLevelSchema = z
  .object({
    status: stockStatusSchema,
    leadDays: z
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(0)
      .max(MAX_LEAD_DAYS, `must be at most ${MAX_LEAD_DAYS} days`),
  })
  .refine((level) => (level.status === 'order_in') === level.leadDays > 0, {
    message: `An order-in currency needs a lead time of 1 to ${MAX_LEAD_DAYS} days; others none`,
    path: ['leadDays'],
  });

/**
 * A branch as the order form and the calculator see it: the branch, its schedule and the stock
 * levels staff have set (a currency not listed is in stock).
 */
export const collectionBranchSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The week in one line, e.g. "Monday to Saturday 09:00–18:00, Sunday 10:00–16:00". */
  openingHours: z.string(),
  hours: z.array(z.object({ days: z.string(), opens: z.string(), closes: z.string() })),
  schedule: collectionScheduleSchema,
  stock: z.record(currencyCode, stockLevelSchema),
});
export type CollectionBranch = z.infer<typeof collectionBranchSchema>;
export const collectionBranchListSchema = z.object({
  branches: z.array(collectionBranchSchema),
});
export type CollectionBranchList = z.infer<typeof collectionBranchListSchema>;

/** PUT /admin/branches/{id}/stock/{currency}: what staff say of a currency at a branch. */
export const stockUpdateSchema = stockLevelSchema;

/** GET /admin/collections: accepted orders to prepare, by collection day. */
export const collectionsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(7).default(2),
});
export type CollectionsQuery = z.infer<typeof collectionsQuerySchema>;

export const collectionOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  name: z.string(),
  phone: z.string(),
  way: waySchema,
  branchId: z.string(),
  branchName: z.string(),
  totalGbp: decimalString,
  /** What the customer hands over and receives, line by line. */
  lines: z.array(z.object({ currency: currencyCode, foreign: decimalString, gbp: decimalString })),
  acceptedAt: isoDateTime.nullable(),
});
export type CollectionOrder = z.infer<typeof collectionOrderSchema>;

/** An amount to have ready at the counter. */
export const preparedAmountSchema = z.object({
  currency: currencyCode,
  amount: decimalString,
});

export const collectionDaySchema = z.object({
  date: calendarDate,
  orders: z.array(collectionOrderSchema),
  /** Click & Collect: each currency to hand out, summed over the day's orders. */
  toHandOut: z.array(preparedAmountSchema),
  /** Click & Sell: the pounds to pay out, summed over the day's orders. */
  toPayOutGbp: decimalString,
});
export type CollectionDay = z.infer<typeof collectionDaySchema>;

export const collectionsSchema = z.object({
  timeZone: z.string(),
  days: z.array(collectionDaySchema),
});
export type Collections = z.infer<typeof collectionsSchema>;

/** What staff see of a customer's recent orders beside an order (linked-order limit). */
export const linkedOrdersSchema = z.object({
  /** Pending, accepted and completed orders with this e-mail or phone in the window. */
  totalGbp: decimalString,
  orders: z.number().int().min(0),
  windowDays: z.number().int().positive(),
  limitGbp: decimalString,
});
export type LinkedOrders = z.infer<typeof linkedOrdersSchema>;
