import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime } from '../common/schemas';
import { errorBodySchema } from '../common/errors';
import { orderViewSchema, quoteSchema } from './schemas';

// What placing an order answers: the order, or (rates moved) the fresh quote and what moved.

/** The rate of a line moved beyond the tolerance since the customer saw it. */
export const rateChangeSchema = z.object({
  line: z.number().int(),
  currency: currencyCode,
  shownRate: decimalString,
  currentRate: decimalString,
});
export type RateChange = z.infer<typeof rateChangeSchema>;

/**
 * "Rates changed", the one shape it has everywhere: a rate moved beyond the tolerance since the
 * customer saw it, nothing was placed, and here are the fresh quote and what moved.
 */
export const ratesChangedSchema = z.object({
  quote: quoteSchema,
  changes: z.array(rateChangeSchema),
});
export type RatesChanged = z.infer<typeof ratesChangedSchema>;

/** The 409 of POST /orders when rates moved: the error body (code RATES_CHANGED) with the above. */
export const ratesChangedBodySchema = errorBodySchema.extend({
  code: z.literal('RATES_CHANGED'),
  ...ratesChangedSchema.shape,
});
export type RatesChangedBody = z.infer<typeof ratesChangedBodySchema>;

/**
 * What placing an order comes to: the order, new or, for a repeated key, the same one. Moved rates
 * are not an answer but an error (RATES_CHANGED, with `ratesChangedSchema` beside its message).
 */
export const placeOrderResultSchema = z.object({
  /** The order's id: what the payments service and orders.abandon know a card order by. */
  orderId: z.uuid(),
  order: orderViewSchema,
  replayed: z.boolean(),
});

/** POST /orders' answer: the order and, paying now by card, the hosted page to go to (else null). */
export const placedOrderSchema = orderViewSchema.extend({
  checkout: z.object({ url: z.url(), expiresAt: isoDateTime }).nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;
