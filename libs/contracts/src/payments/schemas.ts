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

/** A difference the reconciliation found between the provider and the orders, with what to do. */
export const reconciliationDifferenceSchema = z.object({
  kind: z.enum([
    /** The provider took money for an order that is cancelled, expired or unknown. */
    'paid_without_order',
    /** The orders say paid (or refunded) but the provider does not. */
    'status_mismatch',
    /** The amounts differ. */
    'amount_mismatch',
    /** A refund the provider has that we did not ask for, or the other way round. */
    'refund_mismatch',
  ]),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  providerId: z.string(),
  ours: z.string(),
  theirs: z.string(),
  /** What staff should do next, in their words. */
  nextStep: z.string(),
  foundAt: isoDateTime,
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const failedRefundSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  idempotencyKey: z.string(),
  amountPence: penceSchema,
  reason: z.string(),
  attempts: z.number().int().min(1),
  nextAttemptAt: isoDateTime.nullable(),
  nextStep: z.string(),
});

export const disputeSchema = z.object({
  disputeId: z.string(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  amountPence: penceSchema,
  reason: z.string(),
  status: z.string(),
  /** The provider's deadline for evidence. */
  respondBy: isoDateTime.nullable(),
  nextStep: z.string(),
  openedAt: isoDateTime,
});

/** GET /admin/payments: what staff must look at. */
export const paymentsOverviewSchema = z.object({
  cards: z.boolean(),
  lastReconciledAt: isoDateTime.nullable(),
  differences: z.array(reconciliationDifferenceSchema),
  failedRefunds: z.array(failedRefundSchema),
  disputes: z.array(disputeSchema),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;
