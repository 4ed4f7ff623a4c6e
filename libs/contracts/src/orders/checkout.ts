import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime } from '../common/schemas';
import { deliveryAddressSchema } from './delivery-schemas';
import { NATIONS } from './rules/postcode';
import { ORDER_PAYMENT_STATUSES, PAYMENT_METHODS } from './rules/checkout-choices';

/**
 * How an order is paid, delivered and guaranteed (issue 32): the pieces the order's request, its
 * views and its events share (the choices' rules in rules/checkout-choices.ts). Reserve and pay
 * in store stays the default everywhere.
 */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'must be "in_store" or "card"',
});
export const orderPaymentStatusSchema = z.enum(ORDER_PAYMENT_STATUSES);

/** POST /orders `delivery`: home delivery instead of collection (card payment only). */
export const deliveryInputSchema = z.object({
  address: deliveryAddressSchema,
  /** Delivery on Saturday for the Saturday fee, where the day allows it. */
  saturday: z.boolean({ error: 'must be true or false' }).default(false),
});
export type DeliveryInput = z.infer<typeof deliveryInputSchema>;

/**
 * What POST /orders adds to the reservation the spec describes: how it is paid, delivery, the
 * buy-back guarantee, or (Click & Sell) the order whose guarantee this sale uses. Checked together
 * with the rest of the order by `checkCheckoutChoices`.
 */
export const checkoutInputShape = {
  payment: paymentMethodSchema.default('in_store'),
  delivery: deliveryInputSchema.optional(),
  buyBack: z.boolean({ error: 'must be true or false' }).default(false),
  /** Click & Sell under an earlier order's buy-back guarantee: that order's number. */
  buyBackOf: z
    .string({ error: 'must be an order number' })
    .regex(/^\d{8}$/, 'must be an order number of 8 digits')
    // What the pattern allows, said of what a client sends (the API document's bound).
    .meta({ maxLength: 8 })
    .optional(),
};

/** The card as the customer and staff see it: never more than its brand and last four digits. */
export const paidCardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
});

/** An order's payment as its views show it. */
export const orderPaymentSchema = z.object({
  method: paymentMethodSchema,
  /** Null for orders paid in store. */
  status: orderPaymentStatusSchema.nullable(),
  /** What the card is charged: the currency, the delivery fee and the guarantee's price. */
  amountDueGbp: decimalString,
  card: paidCardSchema.nullable(),
  paidAt: isoDateTime.nullable(),
  refundedGbp: decimalString,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Collection in a branch, or delivery to the card's billing address. */
export const fulfilmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('collect') }),
  z.object({
    kind: z.literal('delivery'),
    address: deliveryAddressSchema,
    nation: z.enum(NATIONS),
    /** The day it arrives (London), fixed when the order is paid. */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    saturday: z.boolean(),
    feeGbp: decimalString,
    /** Royal Mail's S10 number, once staff dispatched it. */
    trackingNumber: z.string().nullable(),
    dispatchedAt: isoDateTime.nullable(),
  }),
]);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** The buy-back guarantee bought with an order (rules/buy-back.ts's BuyBackGuarantee). */
export const buyBackViewSchema = z.object({
  priceGbp: decimalString,
  /** The last day notes may be sold back (London). */
  until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  reminderOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  capGbp: decimalString,
  /** Per currency bought: the order's rate and the most that may be sold back. */
  allowances: z.array(
    z.object({ currency: currencyCode, rate: decimalString, foreign: decimalString }),
  ),
  /** Click & Sell orders placed under it (their numbers). */
  usedBy: z.array(z.string()),
});
export type BuyBackView = z.infer<typeof buyBackViewSchema>;

/** What an order's views add for payment, delivery and the guarantee. */
export const checkoutViewShape = {
  payment: orderPaymentSchema,
  fulfilment: fulfilmentSchema,
  buyBack: buyBackViewSchema.nullable(),
  /** The order whose guarantee this Click & Sell order uses, or null. */
  buyBackOf: z.string().nullable(),
};
