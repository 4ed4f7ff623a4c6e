import { z } from 'zod';
import { decimalString } from '../common/schemas';
import { emptyRequest } from '../common/schemas';
import { paymentSettingsSchema } from '../site/settings';
import { actorSchema } from '../orders/schemas';
import {
  paymentRecordSchema,
  paymentsOverviewSchema,
  penceSchema,
  refundRecordSchema,
} from './schemas';

const orderOnly = z.object({ orderId: z.uuid() }).strict();
const idempotencyKey = z.string().min(8).max(200);

/** The payments service's requests (queue `payments.requests`). */
export const PAYMENTS_RPC = {
  /**
   * A hosted checkout for an order: one live payment per order, so a second start answers the
   * payment already there. PAYMENTS_OFF where card payments are off.
   */
  'payments.start': {
    request: z
      .object({
        orderId: z.uuid(),
        /** GBP, e.g. "412.75". */
        amountGbp: decimalString,
        customerEmail: z.email(),
        /** The line on the hosted page, e.g. "EUR 480.00, order 20261126". */
        description: z.string().min(1).max(200),
        successUrl: z.url(),
        cancelUrl: z.url(),
        /** The order's number (8 digits): shown to staff on the Payments screen. */
        orderNumber: z
          .string()
          .regex(/^\d{8}$/)
          .optional(),
        /**
         * Ask for the card's billing address on the hosted page (home delivery goes there):
         * payment.authorised then carries its postcode.
         */
        collectBillingAddress: z.boolean().optional(),
        /**
         * A delivery order's postcode: a card whose billing postcode differs is released (the
         * payment fails with reason `billing_postcode_mismatch`). Implies collectBillingAddress.
         */
        deliveryPostcode: z.string().min(5).max(8).optional(),
      })
      .strict(),
    response: paymentRecordSchema,
  },
  /** A provider webhook, as the gateway received it: answered once the event is stored. */
  'payments.webhook': {
    request: z
      .object({
        /** The body exactly as received (UTF-8): the signature is over these bytes. */
        rawBody: z.string().min(2).max(1_000_000),
        /** The Stripe-Signature header. */
        signature: z.string().max(2000).optional(),
      })
      .strict(),
    response: z.object({ eventId: z.string(), replayed: z.boolean() }),
  },
  /** Takes the held amount (staff accept or dispatch the order). Idempotent. */
  'payments.capture': { request: orderOnly, response: paymentRecordSchema },
  /** Lets go of the hold (or closes the unpaid checkout): the order was cancelled or not accepted. */
  'payments.release': {
    request: z.object({ orderId: z.uuid(), reason: z.string().min(1).max(200) }).strict(),
    response: paymentRecordSchema,
  },
  /** Refunds a captured payment (all that is left by default), once per idempotency key. */
  'payments.refund': {
    request: z
      .object({
        orderId: z.uuid(),
        idempotencyKey,
        amountPence: penceSchema.optional(),
        reason: z.string().min(1).max(200),
      })
      .strict(),
    response: refundRecordSchema,
  },
  /** Whether cards are taken (PAYMENTS_PROVIDER), credit cards too, and the checkout's expiry. */
  'payments.settings': { request: emptyRequest, response: paymentSettingsSchema },
  /**
   * Reads the order's checkout from the provider and applies what it says (as its webhook would):
   * the confirmation page's server-side read while the webhook has not arrived.
   */
  'payments.sync': {
    request: orderOnly,
    response: z.object({ payment: paymentRecordSchema.nullable() }),
  },
  /** The Payments screen: reconciliation differences, failed refunds and disputes. */
  'payments.admin.overview': { request: emptyRequest, response: paymentsOverviewSchema },
  /** Staff run the reconciliation now (it also runs on its schedule). */
  'payments.admin.reconcile': {
    request: z.object({ by: actorSchema }).strict(),
    response: paymentsOverviewSchema,
  },
  /** Staff retry a failed refund now (failed refunds are also retried on a schedule). */
  'payments.admin.retryRefund': {
    request: z.object({ orderId: z.uuid(), idempotencyKey, by: actorSchema }).strict(),
    response: refundRecordSchema,
  },
  /** The order's payment, or null when it has none. */
  'payments.ofOrder': {
    request: orderOnly,
    response: z.object({ payment: paymentRecordSchema.nullable() }),
  },
} as const;
