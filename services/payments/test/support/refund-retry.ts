import { eventually } from '@fx/service-kit/testing';
import { accepted, cancelled, publishOrderEvent } from './order-events';
import { payWithCard, typesOf } from './payments-client';
import type { PaymentsStack } from './payments-stack';

/** The stand-in's card whose first refund the bank returns. */
export const REFUND_RETURNED = '4000 0000 0000 5126';

/** A refund the bank returned, tried again by the schedule and refunded then, once. */
export const REFUNDED_ON_SECOND_TRY = {
  events: [
    'payment.authorised',
    'payment.captured',
    'payment.refunded',
    'payment.refund_failed',
    'payment.refunded',
  ],
  refund: { attempts: 2, status: 'succeeded' },
};

/**
 * An order paid with REFUND_RETURNED, captured when accepted, then cancelled by the customer:
 * its refund comes back failed, and the schedule tries it again. Resolves with the order's id
 * once it has been refunded a second time.
 */
export async function refundTriedAgain(stack: PaymentsStack): Promise<string> {
  const { orderId } = await payWithCard(stack, REFUND_RETURNED);
  await publishOrderEvent(stack, 'order.accepted', accepted(orderId));
  await eventually(() => typesOf(stack, orderId).includes('payment.captured'), 15_000);
  await publishOrderEvent(stack, 'order.cancelled', cancelled(orderId, 'customer', '0'));
  await eventually(
    () => typesOf(stack, orderId).filter((type) => type === 'payment.refunded').length === 2,
    20_000,
  );
  return orderId;
}

/** The order's payment events and its refund's record (tries, status). */
export async function refundOutcome(stack: PaymentsStack, orderId: string) {
  const [refund] = await stack.sql<{ attempts: number; status: string }[]>(
    'SELECT attempts, status FROM payments.refunds WHERE idempotency_key = $1',
    [`order-cancelled-${orderId}`],
  );
  return { events: typesOf(stack, orderId), refund };
}
