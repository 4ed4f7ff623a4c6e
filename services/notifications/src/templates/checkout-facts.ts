import { Decimal, GBP_DECIMALS, ID_RULES, dayLabel, importantNotice, toFixed } from '@fx/contracts';
import type { OrderSnapshot } from '@fx/contracts';

/**
 * What the e-mails say of an order's payment and delivery, from its snapshot: plain values, the
 * arithmetic in decimals. An order of before card payments has no `payment`: it is paid in store.
 */
export type CardPayment = NonNullable<OrderSnapshot['payment']> & { method: 'card' };
export type Delivery = Extract<NonNullable<OrderSnapshot['fulfilment']>, { kind: 'delivery' }>;

/** The order's card payment, or null when it is paid (or paid out) in the branch. */
export function cardPaymentOf(order: OrderSnapshot): CardPayment | null {
  return order.payment?.method === 'card' ? (order.payment as CardPayment) : null;
}

/** The order's home delivery, or null when it is collected in (or brought to) the branch. */
export function deliveryOf(order: OrderSnapshot): Delivery | null {
  return order.fulfilment?.kind === 'delivery' ? order.fulfilment : null;
}

const gbp = (value: Decimal) => toFixed(value, GBP_DECIMALS);

/**
 * What the card pays besides the currency: the delivery fee (with its Saturday part) and the
 * buy-back guarantee, which is what is left of the amount due (the snapshot has no price of its
 * own for it). Null where there is none.
 */
export function extrasOf(
  order: OrderSnapshot,
  payment: CardPayment,
): { deliveryGbp: string | null; buyBackGbp: string | null } {
  const delivery = deliveryOf(order);
  const deliveryGbp = delivery ? gbp(new Decimal(delivery.feeGbp)) : null;
  const rest = new Decimal(payment.amountDueGbp).minus(order.totalGbp).minus(delivery?.feeGbp ?? 0);
  return { deliveryGbp, buyBackGbp: order.buyBackUntil && rest.gt(0) ? gbp(rest) : null };
}

/**
 * What a cancelled card order gives back: the amount due less the fee kept (the Terms' fee when
 * the customer cancels, none when staff do), never less than nothing.
 */
export function refundOf(
  payment: CardPayment,
  cancellationFeeGbp: string | undefined,
): { feeGbp: string | null; backGbp: string } {
  const due = new Decimal(payment.amountDueGbp);
  const fee = new Decimal(cancellationFeeGbp ?? 0);
  const kept = fee.gt(due) ? due : fee;
  return { feeGbp: kept.gt(0) ? gbp(kept) : null, backGbp: gbp(due.minus(kept)) };
}

/** "card ending 5556", or "card" before the provider said which card it was. */
export function cardWords(payment: CardPayment): string {
  return payment.card ? `card ending ${payment.card.last4}` : 'card';
}

/** "12 Acacia Avenue, Flat 2, Leeds LS1 4AP": the delivery address on one line. */
export function addressLine(delivery: Delivery): string {
  const { line1, line2, town, postcode } = delivery.address;
  return [line1, line2, `${town} ${postcode}`].filter(Boolean).join(', ');
}

/**
 * The words after the order's total in its lines' table: where a reservation is paid, or that
 * the card paid it (the currency alone, when delivery or the guarantee were paid for as well).
 */
export function totalWords(order: OrderSnapshot): string {
  if (order.way === 'sell') return ' paid to you in the branch';
  const payment = cardPaymentOf(order);
  if (!payment) return ' to pay in the branch';
  const extras = extrasOf(order, payment);
  return extras.deliveryGbp || extras.buyBackGbp ? ' for the currency' : ' paid by card';
}

/**
 * The Important Notification of an order: the spec's own block for a reservation (shared with the
 * SPA's confirmation), with ID and the card paid with for a paid collection, and what to expect
 * at the door for a delivery.
 */
export function noticeOf(order: OrderSnapshot, collectionDay: string | null): string[] {
  const delivery = deliveryOf(order);
  if (delivery)
    return [
      `Your currency arrives by Royal Mail on ${dayLabel(delivery.day)} at ${addressLine(delivery)}.`,
      'Someone must be at the address to sign for it.',
      'We e-mail you the Royal Mail tracking number as soon as it is on its way.',
    ];
  const points = importantNotice(order.way, order.branch.openingHours, collectionDay);
  if (order.way === 'sell' || !cardPaymentOf(order)) return points;
  return [points[0]!, points[1]!, `${ID_RULES} Please bring the card you paid with as well.`];
}
