import type { DeliveryInput, ErrorDetail, PaymentMethod, SiteSettings, Way } from '@fx/contracts';
import {
  Decimal,
  DeliveryMessages,
  checkPostcode,
  deliveryDay,
  deliveryFee,
  quoteDelivery,
  refuseDelivery,
  weekdayOf,
} from '@fx/contracts/web';
import { NO_DELIVERY_NOTICE, dueDiligenceNeeds } from '@/features/orders/utils/due-diligence';

/**
 * How a Click & Collect order is paid and received (issue 32): reserve and pay in store (the
 * spec's flow, the default), or pay now by card, then collect in branch or have it delivered to the
 * card's billing address, with the buy-back guarantee as an add-on. The same rules the server
 * applies (rules/delivery, rules/postcode), so the form says what it would refuse.
 */

export interface DeliveryAddressForm {
  line1: string;
  line2: string;
  town: string;
  postcode: string;
}

export interface CheckoutForm {
  payment: PaymentMethod;
  fulfilment: 'collect' | 'delivery';
  address: DeliveryAddressForm;
  saturday: boolean;
  buyBack: boolean;
}

export const EMPTY_CHECKOUT: CheckoutForm = {
  payment: 'in_store',
  fulfilment: 'collect',
  address: { line1: '', line2: '', town: '', postcode: '' },
  saturday: false,
  buyBack: false,
};

type OrderSettings = SiteSettings['orders'];

/** The choices the order can have: paying now only for Click & Collect with cards taken. */
export function effectiveCheckout(checkout: CheckoutForm, way: Way, cards: boolean): CheckoutForm {
  if (way === 'collect' && cards && checkout.payment === 'card') return checkout;
  return { ...checkout, payment: 'in_store', fulfilment: 'collect', buyBack: false };
}

/** Why an order of `totalGbp` cannot be delivered (its value), or null when it can. */
export function deliveryValueProblem(orders: OrderSettings, totalGbp: string): string | null {
  // Any UK postcode: only the value's refusals are asked for here.
  const refusals = refuseDelivery(orders.delivery, totalGbp, 'SW1A 1AA');
  if (refusals[0]) return refusals[0].message;
  // At or above the statutory threshold the ID check is in the branch (issue 33).
  return dueDiligenceNeeds(orders.dueDiligence, totalGbp).enhanced ? NO_DELIVERY_NOTICE : null;
}

export interface CheckoutAmounts {
  /** The delivery fee with the Saturday fee, 2 decimals; null when collected. */
  feeGbp: string | null;
  /** The guarantee's price, or null without it. */
  buyBackGbp: string | null;
  /** The currency, the fee and the guarantee: what the card is charged. */
  dueGbp: string;
  /** The day a delivery is expected (London), at `now`, for the postcode typed so far. */
  deliveryDay: string | null;
}

/** What the order comes to with its choices, priced as the server will at the moment of payment. */
export function checkoutAmounts(
  orders: OrderSettings,
  checkout: CheckoutForm,
  totalGbp: string,
  now: Date,
): CheckoutAmounts {
  const settings = orders.delivery;
  let feeGbp: string | null = null;
  let day: string | null = null;
  if (checkout.payment === 'card' && checkout.fulfilment === 'delivery') {
    const request = { totalGbp, postcode: checkout.address.postcode, saturday: checkout.saturday };
    const quote = quoteDelivery(settings, request, now);
    if (quote.ok) {
      feeGbp = quote.feeGbp;
      day = quote.day;
    } else {
      // No postcode yet: the day as the bureau's own nation has it, the fee by the day's weekday.
      day = deliveryDay(settings, now, settings.dispatchNation, checkout.saturday);
      feeGbp = deliveryFee(settings, totalGbp, weekdayOf(day) === 'sat');
    }
  }
  const buyBackGbp =
    checkout.payment === 'card' && checkout.buyBack ? orders.buyBack.priceGbp : null;
  const dueGbp = new Decimal(totalGbp)
    .plus(feeGbp ?? 0)
    .plus(buyBackGbp ?? 0)
    .toFixed(2);
  return { feeGbp, buyBackGbp, dueGbp, deliveryDay: day };
}

export type AddressErrors = Partial<Record<keyof DeliveryAddressForm, string>>;

/** What the customer can fix before paying: the choices that do not fit, and the address. */
export interface CheckoutErrors {
  /** The delivery choice (the order's value is outside delivery's limits). */
  fulfilment?: string;
  address: AddressErrors;
  buyBack?: string;
  payment?: string;
}

export function hasCheckoutErrors(errors: CheckoutErrors): boolean {
  return (
    Boolean(errors.fulfilment ?? errors.buyBack ?? errors.payment) ||
    Object.keys(errors.address).length > 0
  );
}

/** The first message of `errors`, for the toast. */
export function firstCheckoutError(errors: CheckoutErrors): string | null {
  return (
    errors.payment ??
    errors.fulfilment ??
    errors.buyBack ??
    Object.values(errors.address).find(Boolean) ??
    null
  );
}

/** The choices checked as the server checks them (delivery's value, a UK address). */
export function checkoutErrors(
  orders: OrderSettings,
  checkout: CheckoutForm,
  totalGbp: string,
): CheckoutErrors {
  const errors: CheckoutErrors = { address: {} };
  if (checkout.payment !== 'card' || checkout.fulfilment !== 'delivery') return errors;
  const value = deliveryValueProblem(orders, totalGbp);
  if (value) errors.fulfilment = value;
  const { line1, town, postcode } = checkout.address;
  if (!line1.trim()) errors.address.line1 = DeliveryMessages.line1;
  if (!town.trim()) errors.address.town = DeliveryMessages.town;
  const check = checkPostcode(postcode);
  if (!check.ok) errors.address.postcode = check.message;
  return errors;
}

/** The API's field names (a 422's details) for the choices, sorted to where the form shows them. */
export function serverCheckoutErrors(details: readonly ErrorDetail[]): CheckoutErrors {
  const errors: CheckoutErrors = { address: {} };
  for (const { field, message } of details) {
    const address = /^delivery\.address\.(line1|line2|town|postcode)$/.exec(field);
    if (address) errors.address[address[1] as keyof DeliveryAddressForm] ??= message;
    else if (field === 'delivery' || field.startsWith('delivery.')) errors.fulfilment ??= message;
    else if (field === 'buyBack' || field === 'buyBackOf') errors.buyBack ??= message;
    else if (field === 'payment') errors.payment ??= message;
  }
  return errors;
}

/** What POST /orders adds for the choices: the payment, the delivery (trimmed) and the guarantee. */
export function checkoutRequest(checkout: CheckoutForm): {
  payment: PaymentMethod;
  delivery?: DeliveryInput;
  buyBack: boolean;
} {
  if (checkout.payment !== 'card') return { payment: 'in_store', buyBack: false };
  if (checkout.fulfilment !== 'delivery') return { payment: 'card', buyBack: checkout.buyBack };
  const { line1, line2, town, postcode } = checkout.address;
  return {
    payment: 'card',
    buyBack: checkout.buyBack,
    delivery: {
      address: {
        line1: line1.trim(),
        ...(line2.trim() ? { line2: line2.trim() } : {}),
        town: town.trim(),
        postcode: postcode.trim(),
      },
      saturday: checkout.saturday,
    },
  };
}
