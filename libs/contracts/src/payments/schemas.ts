import { z } from 'zod';
import { isoDateTime } from '../common/schemas';
import { PAYMENT_STATUSES } from './codes';

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Pence, a whole positive number (the money rules: integer minor units). */
export const penceSchema = z.number().int().positive().max(100_000_000);

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  funding: z.enum(['debit', 'credit', 'prepaid', 'unknown']),
});
export type PaymentCard = z.infer<typeof cardSchema>;

/** An order's payment as the payments service keeps it. */
export const paymentRecordSchema = z.object({
  paymentId: z.uuid(),
  orderId: z.uuid(),
  status: paymentStatusSchema,
  amountPence: penceSchema,
  refundedPence: z.number().int().min(0),
  /** The provider's hosted page, while the payment awaits it. */
  checkoutUrl: z.string(),
  expiresAt: isoDateTime,
  card: cardSchema.nullable(),
  /** Why the last try on the hosted page was declined, or why the payment failed. */
  failure: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** A refund asked for (once per idempotency key), and its payment after it. */
export const refundRecordSchema = z.object({
  idempotencyKey: z.string(),
  orderId: z.uuid(),
  amountPence: penceSchema,
  status: z.enum(['requested', 'pending', 'succeeded', 'failed']),
  failureReason: z.string().nullable(),
  payment: paymentRecordSchema,
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;
