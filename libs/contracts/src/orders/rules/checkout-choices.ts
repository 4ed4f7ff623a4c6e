// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/**
 * How an order is paid, delivered and guaranteed (issue 32): the choices an order may combine,
 * and the payment statuses its views show.
 */

/** Pay in store (the spec's reservation) or pay now by card on the provider's hosted page. */
export const PAYMENT_METHODS = ['in_store', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What the orders service knows of an order's card payment, moved by the payments service's
 * events: awaiting_payment until the card is held (authorised), captured when staff accept,
 * released (hold let go) or refunded when cancelled; failed when the checkout expired or the card
 * was not allowed; refund_failed until a retry succeeds; disputed on a chargeback.
 */
export const ORDER_PAYMENT_STATUSES = [
  'awaiting_payment',
  'authorised',
  'captured',
  'released',
  'refunded',
  'refund_failed',
  'failed',
  'disputed',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** The words staff and customers read for each payment status. */
export const ORDER_PAYMENT_LABELS: Record<OrderPaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  authorised: 'Authorised',
  captured: 'Captured',
  released: 'Released',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  failed: 'Payment failed',
  disputed: 'Disputed',
};

export interface CheckoutChoices {
  way: 'collect' | 'sell';
  payment: PaymentMethod;
  delivery?: unknown;
  buyBack: boolean;
  buyBackOf?: string;
  collectionDate?: string;
}

/** Each choice the order cannot have, with its field and the reason (the form's words). */
export function checkCheckoutChoices(
  order: CheckoutChoices,
): { path: string[]; message: string }[] {
  const refusals: { path: string[]; message: string }[] = [];
  if (order.way === 'sell' && order.payment === 'card')
    refusals.push({ path: ['payment'], message: 'Click & Sell orders are paid in store' });
  if (order.delivery !== undefined && order.way === 'sell')
    refusals.push({ path: ['delivery'], message: 'Click & Sell orders are brought to a branch' });
  else if (order.delivery !== undefined && order.payment !== 'card')
    refusals.push({ path: ['delivery'], message: 'Home delivery is for orders paid now by card' });
  if (order.buyBack && order.payment !== 'card')
    refusals.push({
      path: ['buyBack'],
      message: 'The buy-back guarantee is for orders paid now by card',
    });
  if (order.buyBackOf !== undefined && order.way !== 'sell')
    refusals.push({ path: ['buyBackOf'], message: 'Only a Click & Sell order sells notes back' });
  if (order.delivery === undefined && !order.collectionDate)
    refusals.push({
      path: ['collectionDate'],
      message: 'Choose the day you will come to the branch',
    });
  return refusals;
}
