import type { OrderView } from '@fx/contracts';
import { Decimal, ORDER_PAYMENT_LABELS, dayLabel } from '@fx/contracts/web';
import { formatPricedAmount } from '@/lib/format';

const pounds = (amount: string) => formatPricedAmount(amount, 'GBP');

/**
 * How an order is paid, in the customer's words: "Paid by card ending 5556", "Pay in store",
 * "Refunded £450.00". Read from the order as the server tells it, never from a return address.
 */
export function paymentText(order: Pick<OrderView, 'payment' | 'way'>): string {
  const { payment } = order;
  if (payment.method === 'in_store') {
    return order.way === 'collect' ? 'Pay in store' : 'Paid to you in the branch';
  }
  const card = payment.card ? ` ending ${payment.card.last4}` : '';
  switch (payment.status) {
    case 'authorised':
    case 'captured':
      return `Paid by card${card}`;
    case 'refunded':
      return `Refunded ${pounds(payment.refundedGbp)}`;
    case 'refund_failed':
      return `Paid by card${card}: the refund is being retried`;
    case 'released':
    case 'failed':
      return `${ORDER_PAYMENT_LABELS[payment.status]}: nothing was taken`;
    case 'awaiting_payment':
    case 'disputed':
    case null:
      return payment.status ? ORDER_PAYMENT_LABELS[payment.status] : 'Card';
  }
}

/** The card payment went through (held or taken): the order is paid. */
export function isPaid(order: Pick<OrderView, 'payment'>): boolean {
  return order.payment.status === 'authorised' || order.payment.status === 'captured';
}

/** What a customer's cancellation refunds: the amount paid less the fee the Terms state. */
export function refundOnCancel(amountDueGbp: string, feeGbp: string): string {
  const refund = new Decimal(amountDueGbp).minus(feeGbp);
  return (refund.lt(0) ? new Decimal(0) : refund).toFixed(2);
}

/** The facts of a delivered order: day, address and, once sent, the Royal Mail tracking number. */
export function deliveryFacts(order: Pick<OrderView, 'fulfilment'>): [string, string][] {
  const { fulfilment } = order;
  if (fulfilment.kind !== 'delivery') return [];
  const { address } = fulfilment;
  const lines = [address.line1, address.line2, address.town, address.postcode];
  return [
    [
      'Delivery day',
      `${dayLabel(fulfilment.day)}${fulfilment.saturday ? ' (Saturday delivery)' : ''}`,
    ],
    ['Delivery address', lines.filter(Boolean).join(', ')],
    ...(fulfilment.trackingNumber
      ? [['Royal Mail tracking number', fulfilment.trackingNumber] as [string, string]]
      : []),
  ];
}
