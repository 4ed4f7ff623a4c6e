import type { OrderPaymentStatus, OrderStatus, StaffOrderAction } from '@fx/contracts';
import { ORDER_PAYMENT_LABELS, staffActions } from '@fx/contracts/web';

/** What the Payment column says of an order paid at the counter. */
export const IN_STORE = 'In store';

/** "Authorised", "Refund failed", … or "In store" for an order with no card payment. */
export function paymentLabel(status: OrderPaymentStatus | null): string {
  return status ? ORDER_PAYMENT_LABELS[status] : IN_STORE;
}

/** How a payment badge looks: money held or taken, waiting, to look at, or settled back. */
export type PaymentTone = 'paid' | 'waiting' | 'problem' | 'plain';

const TONE: Record<OrderPaymentStatus, PaymentTone> = {
  awaiting_payment: 'waiting',
  authorised: 'paid',
  captured: 'paid',
  released: 'plain',
  refunded: 'plain',
  refund_failed: 'problem',
  failed: 'problem',
  disputed: 'problem',
};

export function paymentTone(status: OrderPaymentStatus | null): PaymentTone {
  return status ? TONE[status] : 'plain';
}

export type FulfilmentKind = 'collect' | 'delivery';

/** The Delivery column: sent to the customer's door, or handed over in the branch. */
export const FULFILMENT_LABEL: Record<FulfilmentKind, string> = {
  collect: 'In branch',
  delivery: 'Home delivery',
};

/** Deleting an open order whose card is held or charged gives the customer all of it back. */
export function refundsOnDelete(status: OrderStatus, payment: OrderPaymentStatus | null): boolean {
  return (
    (status === 'pending' || status === 'accepted') &&
    (payment === 'authorised' || payment === 'captured')
  );
}

/**
 * What staff are offered on an order: the lifecycle's moves, less accepting an order whose card is
 * not held yet, and less Complete for a delivery order, which "Dispatched" completes instead.
 */
export function offeredActions(order: {
  status: OrderStatus;
  payment: OrderPaymentStatus | null;
  fulfilment: FulfilmentKind;
}): StaffOrderAction[] {
  return staffActions(order.status).filter((action) => {
    if (action === 'accept') return order.payment !== 'awaiting_payment';
    if (action === 'complete') return order.fulfilment !== 'delivery';
    return true;
  });
}
