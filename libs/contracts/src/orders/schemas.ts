import { z } from 'zod';
import { day, dueDiligenceAnswersSchema } from '../compliance/due-diligence';
import { DECIMAL_STRING, isDecimalString } from '../money/decimal';
import { MAX_ORDER_LINES } from '../money/pricing';
import { OrderMessages } from './messages';
import { currencyCode, decimalString, isoDateTime, waySchema } from '../common/schemas';
import { calendarDate } from './branches';
import { NO_CONTROL_CHARACTERS, hasNoControlCharacters, personText } from './person';
import { checkoutInputShape, checkoutViewShape } from './checkout';
import { checkCheckoutChoices } from './rules/checkout-choices';

export { NO_CONTROL_CHARACTERS, hasNoControlCharacters, personText } from './person';

export { OrderMessages } from './messages';

/** awaiting_payment: paid now by card, not yet held; pending once authorised, else cancelled. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'accepted',
  'completed',
  'cancelled',
  'archived',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The lists the dashboard shows; cancelled and archived orders are kept but listed nowhere. */
export const LISTED_ORDER_STATUSES = ['pending', 'accepted', 'completed'] as const;
export const listedOrderStatusSchema = z.enum(LISTED_ORDER_STATUSES);
export type ListedOrderStatus = z.infer<typeof listedOrderStatusSchema>;

const amount = z
  .string({ error: OrderMessages.amount })
  .regex(/^\s{0,6}\d{1,15}(\.\d{1,12})?\s{0,6}$/, OrderMessages.amount)
  .meta({ maxLength: 40 })
  .trim()
  .refine((value) => !isDecimalString(value) || Number(value) > 0, {
    message: OrderMessages.amount,
  });
const side = z.enum(['gbp', 'foreign'], { error: 'must be "gbp" or "foreign"' });
const code = z
  .string({ error: OrderMessages.currency })
  // What the pipe checks, said of what a client sends (the API document's bounds).
  .meta({ maxLength: 3, pattern: '^[A-Z]{3}$' })
  .pipe(currencyCode);

const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: OrderMessages.noLines })
    .min(1, OrderMessages.noLines)
    .max(MAX_ORDER_LINES, OrderMessages.tooManyLines);

/** POST /quotes: up to 4 lines, each with its way and the side its amount is in. */
export const quoteRequestSchema = z.object({
  lines: lines(
    z.object({
      currency: code,
      way: waySchema,
      amount,
      side,
    }),
  ),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quotedLineSchema = z.object({
  currency: currencyCode,
  way: waySchema,
  /** Customer rate, units per 1 GBP, 4 decimals. */
  rate: decimalString,
  gbp: decimalString,
  foreign: decimalString,
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

export const orderLimitsSchema = z.object({ minGbp: decimalString, maxGbp: decimalString });
export type OrderLimits = z.infer<typeof orderLimitsSchema>;

export const quoteSchema = z.object({
  lines: z.array(quotedLineSchema),
  totalGbp: decimalString,
  /** When the rates used were last refreshed. */
  ratesAsOf: isoDateTime,
  pricedAt: isoDateTime,
  /**
   * The rates are older than the maximum age (or the offline snapshot's): the prices are only
   * indicative, and an order on stale rates is refused until they are refreshed.
   */
  indicative: z.boolean(),
  /** The order value the bureau takes, so a quote outside it can say so before the order. */
  limits: orderLimitsSchema,
});
export type Quote = z.infer<typeof quoteSchema>;

const email = z
  .string({ error: OrderMessages.email })
  .trim()
  .max(254, OrderMessages.email)
  // What the pipe checks, said of what a client sends (the API document's format).
  .meta({ format: 'email' })
  .pipe(z.email(OrderMessages.email));
/** Digits with spaces, dashes, dots or brackets, an optional leading +, 7 to 15 digits in all. */
const PHONE = /^\+?[0-9 ().-]{7,24}$/;
const phone = z
  .string({ error: OrderMessages.phone })
  .regex(/^\s{0,6}\+?[0-9 ().-]{7,24}\s{0,6}$/, OrderMessages.phone)
  .meta({ maxLength: 37 })
  .trim()
  .refine((value) => !PHONE.test(value) || /^(\D*\d){7,15}\D*$/.test(value), {
    message: OrderMessages.phone,
  });

export const customerInputSchema = z
  .object({
    firstName: personText(OrderMessages.firstName),
    lastName: personText(OrderMessages.lastName),
    email,
    confirmEmail: z
      .string({ error: OrderMessages.emailsDiffer })
      .trim()
      .max(254, OrderMessages.emailsDiffer),
    phone,
  })
  .refine((value) => value.email.toLowerCase() === value.confirmEmail.toLowerCase(), {
    message: OrderMessages.emailsDiffer,
    path: ['confirmEmail'],
    // Said even when another field is wrong, so the customer sees every problem at once.
    when: (payload) => {
      // The customer itself may be missing or not an object (a hostile body): nothing to compare.
      const value = payload.value as { email?: unknown; confirmEmail?: unknown } | null | undefined;
      return typeof value?.email === 'string' && typeof value.confirmEmail === 'string';
    },
  });

/**
 * POST /orders. The lines carry what the customer asked for and the rate each was shown at; the
 * server prices the order itself and uses the shown rate only to notice a move.
 */
export const placeOrderSchema = z
  .object({
    way: z.enum(['collect', 'sell'], { error: OrderMessages.way }),
    branchId: z
      .string({ error: OrderMessages.branch })
      .trim()
      .min(1, OrderMessages.branch)
      .max(64, OrderMessages.branch)
      .refine(hasNoControlCharacters, OrderMessages.branch),
    customer: customerInputSchema,
    lines: lines(
      z.object({
        currency: code,
        amount,
        side,
        shownRate: z
          .string({ error: 'is required' })
          // What the pipe checks, said of what a client sends (the API document's bounds).
          .meta({ maxLength: 28, pattern: DECIMAL_STRING.source })
          .pipe(decimalString),
      }),
    ),
    /**
     * The day the customer will come to the branch (London), one of the days offered; left out for
     * home delivery, whose day follows from the payment.
     */
    collectionDate: z
      .string({ error: OrderMessages.collectionDate })
      .regex(/^\s{0,6}\d{4}-\d{2}-\d{2}\s{0,6}$/, OrderMessages.collectionDate)
      .meta({ maxLength: 22 })
      .trim()
      .pipe(calendarDate)
      .optional(),
    termsAccepted: z.literal(true, { error: OrderMessages.terms }),
    /**
     * Issue 33: the customer's answers at or above the statutory threshold (EUR 15,000 single or
     * linked): required there (422 on `dueDiligence`), ignored below it.
     */
    dueDiligence: dueDiligenceAnswersSchema.optional(),
    /** Issue 33: home delivery at or above the house ID threshold needs the date of birth. */
    dateOfBirth: day.optional(),
    ...checkoutInputShape,
  })
  .superRefine((order, context) => {
    for (const refusal of checkCheckoutChoices(order))
      context.addIssue({ code: 'custom', path: refusal.path, message: refusal.message });
  });
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

/** Idempotency-Key: a repeated submit with the same key returns the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, "-" or "_"');

export const branchSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** One line for the option text, e.g. "Mon-Sat 9:00-18:00, Sun 10:00-16:00". */
  openingHours: z.string(),
  hours: z.array(
    z.object({
      days: z.string(),
      opens: z.string().regex(/^\d{2}:\d{2}$/),
      closes: z.string().regex(/^\d{2}:\d{2}$/),
    }),
  ),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchListSchema = z.object({ branches: z.array(branchSchema) });
export type BranchList = z.infer<typeof branchListSchema>;

/** An amount of one currency. */
export const moneySchema = z.object({ amount: decimalString, currency: currencyCode });

/** A line as the order shows it: Currency, From, To, Rate. */
export const orderLineSchema = z.object({
  currency: currencyCode,
  rate: decimalString,
  gbp: decimalString,
  foreign: decimalString,
  /** What the customer hands over: pounds for Click & Collect, the currency for Click & Sell. */
  from: moneySchema,
  /** What the customer receives. */
  to: moneySchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as its customer sees it (confirmation, tracking). */
export const orderViewSchema = z.object({
  orderNumber: z.string().regex(/^\d{8}$/),
  status: orderStatusSchema,
  way: waySchema,
  branch: branchSchema,
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  lines: z.array(orderLineSchema),
  totalGbp: decimalString,
  /** The collection day chosen (2026-11-26); null for orders placed before days were chosen. */
  collectionDate: z.string().nullable(),
  placedAt: isoDateTime,
  acceptedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /**
   * Why a cancelled order was cancelled, in words for the customer ("The delivery address must be
   * the card's billing address"); null otherwise. Optional for answers from before issue 32.
   */
  cancelReason: z.string().nullable().optional(),
  /**
   * Set when the order is accepted (24 hours from then), or when a card payment is authorised: the
   * rates of a paid order hold from payment.
   */
  rateGuaranteedUntil: isoDateTime.nullable(),
  ...checkoutViewShape,
  /**
   * Issue 33: the order is being checked (screening pending, held or frozen). The customer is told
   * ORDER_BEING_CHECKED and nothing more (telling more would be tipping off). Optional for
   * answers from before.
   */
  beingChecked: z.boolean().optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * orders.track's answer: the view with the order's id, which the gateway needs to ask the payments
 * service about it (payments.sync) and leaves out of what the customer is answered.
 */
export const trackedOrderSchema = orderViewSchema.extend({ id: z.uuid() });
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const actorSchema = z.object({
  kind: z.enum(['customer', 'staff', 'system']),
  id: z.string().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export const orderTrackQuerySchema = z.object({
  email: z.string().trim().min(1).max(254).refine(hasNoControlCharacters, NO_CONTROL_CHARACTERS),
});
