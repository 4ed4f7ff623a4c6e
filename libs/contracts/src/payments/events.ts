import { z } from 'zod';
import { isoDateTime } from '../common/schemas';
import { PAYMENT_FAILURE_REASONS } from './codes';
import { cardSchema, penceSchema } from './schemas';

const paymentIds = { orderId: z.uuid(), paymentId: z.uuid() };

/** The card is held for the order's amount (not taken yet): the order is paid for. */
export const paymentAuthorisedSchema = z.object({
  ...paymentIds,
  amountPence: penceSchema,
  card: cardSchema.nullable(),
  /**
   * The card's billing postcode, when the hosted page asked for the address (delivery orders;
   * a delivery postcode that differs never gets here: the payment fails instead). Absent in
   * events written before it.
   */
  billingPostcode: z.string().nullable().optional(),
  /**
   * The name on the card as the provider has it (Stripe: the charge's billing_details.name):
   * a delivery needing ID must be paid with the customer's own card. Absent in events written
   * before it.
   */
  cardholderName: z.string().nullable().optional(),
  authorisedAt: isoDateTime,
});

/** The held amount was taken. */
export const paymentCapturedSchema = z.object({
  ...paymentIds,
  amountPence: penceSchema,
  capturedAt: isoDateTime,
});

/** The order will not be paid by this payment: it expired, the card was not allowed, or the hold was let go. */
export const paymentFailedSchema = z.object({
  ...paymentIds,
  reason: z.enum(PAYMENT_FAILURE_REASONS),
  message: z.string(),
  card: cardSchema.nullable(),
  failedAt: isoDateTime,
});

/** A refund the provider refused or failed: retried by the payments service, shown to staff. */
export const paymentRefundFailedSchema = z.object({
  ...paymentIds,
  refundKey: z.string(),
  amountPence: penceSchema,
  reason: z.string(),
  failedAt: isoDateTime,
});

/** Money went back to the card: `amountPence` of this refund, `refundedPence` in all. */
export const paymentRefundedSchema = z.object({
  ...paymentIds,
  refundKey: z.string(),
  amountPence: penceSchema,
  refundedPence: penceSchema,
  refundedAt: isoDateTime,
});

/** A chargeback was opened on the payment (charge.dispute.created): staff must answer it. */
export const paymentDisputedSchema = z.object({
  ...paymentIds,
  disputeId: z.string(),
  amountPence: penceSchema,
  reason: z.string(),
  disputedAt: isoDateTime,
});

/** The payments service's events, keyed by routing key. */
export const PAYMENT_EVENTS = {
  'payment.authorised': paymentAuthorisedSchema,
  'payment.captured': paymentCapturedSchema,
  'payment.failed': paymentFailedSchema,
  'payment.refunded': paymentRefundedSchema,
  'payment.refund_failed': paymentRefundFailedSchema,
  'payment.disputed': paymentDisputedSchema,
} as const;
