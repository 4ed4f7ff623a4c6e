import { Decimal, GBP_DECIMALS, quoteDelivery, toFixed } from '@fx/contracts';
import type { ErrorDetail, PlaceOrder } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import type { OrderRules } from '../../pricing/order-rules';
import { IN_STORE_PAYMENT } from '../order-record';
import type { BuyBackRecord, DeliveryRecord, PaymentRecord } from '../order-record';

/** What paying now by card adds to an order: its payment, its delivery and its guarantee. */
export interface CardTerms {
  payment: PaymentRecord;
  delivery: DeliveryRecord | null;
  buyBack: BuyBackRecord | null;
}

/**
 * The card's terms of an order worth `totalGbp` placed at `now`: delivery quoted (the day is
 * quoted again when paid), the amount due the currency, the delivery fee and the guarantee's
 * price. A delivery the rules refuse is answered 422 with each field and reason. Pay in store
 * adds nothing.
 */
export function cardTermsOf(
  rules: OrderRules,
  order: PlaceOrder,
  totalGbp: string,
  now: Date,
): CardTerms {
  if (order.payment !== 'card') return { payment: IN_STORE_PAYMENT, delivery: null, buyBack: null };
  const delivery = order.delivery ? deliveryOf(rules, order.delivery, totalGbp, now) : null;
  const buyBack = order.buyBack ? { priceGbp: rules.buyBack.priceGbp, guarantee: null } : null;
  const due = new Decimal(totalGbp).plus(delivery?.feeGbp ?? 0).plus(buyBack?.priceGbp ?? 0);
  return {
    payment: {
      method: 'card',
      status: 'awaiting_payment',
      amountDueGbp: toFixed(due, GBP_DECIMALS),
      card: null,
      paidAt: null,
      refundedGbp: '0.00',
    },
    delivery,
    buyBack,
  };
}

function deliveryOf(
  rules: OrderRules,
  input: NonNullable<PlaceOrder['delivery']>,
  totalGbp: string,
  now: Date,
): DeliveryRecord {
  const { address, saturday } = input;
  const quote = quoteDelivery(
    rules.delivery,
    { totalGbp, postcode: address.postcode, saturday },
    now,
  );
  if (!quote.ok) {
    const details: ErrorDetail[] = quote.refusals.map((refusal) => ({
      field: refusal.field === 'postcode' ? 'delivery.address.postcode' : 'lines',
      message: refusal.message,
    }));
    throw new DomainError('UNPROCESSABLE', details[0]!.message, details);
  }
  return {
    address: { ...address, postcode: quote.postcode },
    nation: quote.nation,
    saturday,
    feeGbp: quote.feeGbp,
    day: quote.day,
  };
}
