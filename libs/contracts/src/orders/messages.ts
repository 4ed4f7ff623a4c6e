// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { Decimal } from '../money/decimal';
import { PricingMessages } from '../money/pricing.errors';

/** The spec's own messages for an order (product-spec sections 5 and 8), shown as they are. */
export const OrderMessages = {
  amount: PricingMessages.INVALID_AMOUNT,
  tooManyLines: PricingMessages.TOO_MANY_LINES,
  noLines: PricingMessages.NO_LINES,
  branch: 'Select the checking point',
  emailsDiffer: 'Emails doesnt match',
  terms: 'Please select the rules',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a valid phone number',
  way: 'Choose Click & Collect or Click & Sell',
  currency: 'Choose a currency',
  ratesChanged: 'Rates have changed since you saw them. Please check the new prices.',
  collectionDate: 'Choose a collection day',
} as const;

/** "5000" as "5,000": whole digits in threes. */
export function inThrees(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * "£50", "£5,000", "£49.50": an amount of pounds as a customer reads it, its pence only where it
 * has some (and then both digits: "£2.50", never "£2.5"). Written out rather than through Intl:
 * the rate pages' first render then needs no ICU (its first formatter costs a browser tens of ms).
 */
export function pounds(amount: string): string {
  const value = new Decimal(amount);
  const [whole, pence] = value
    .abs()
    .toFixed(value.mod(1).eq(0) ? 0 : 2)
    .split('.');
  return `${value.lt(0) ? '-' : ''}£${inThrees(whole!)}${pence ? `.${pence}` : ''}`;
}

/** The order value limits, said where the amount is typed and again if an order is refused. */
export const LimitMessages = {
  minimum: (minGbp: string) => `The minimum order is ${pounds(minGbp)}`,
  maximum: (maxGbp: string) => `The maximum order online is ${pounds(maxGbp)}`,
  range: (minGbp: string, maxGbp: string) => `Orders from ${pounds(minGbp)} to ${pounds(maxGbp)}`,
  /** The linked-order limit: over it, the customer is asked to contact the branch. */
  linked: (limitGbp: string, windowDays: number, branchPhone: string) =>
    `Your orders over the last ${windowDays} days would come to more than ${pounds(limitGbp)}. ` +
    `Please contact the branch on ${branchPhone} to place this order.`,
} as const;

/** Said of a currency the branch cannot supply at the moment. */
export function currencyUnavailableMessage(currency: string): string {
  return `${currency} is not available at this branch at the moment`;
}

export const ID_RULES =
  'Please bring a valid passport, a full UK or European photo driving licence, or a European ID card.';

/**
 * The spec's Important Notification block, shown on the confirmation page and in the e-mail.
 * Click & Collect: collect the same day within office hours, subject to stock and denominations,
 * ID and a payment card in the name on the order. Click & Sell: bring the currency and ID.
 */
export function importantNotice(
  way: 'collect' | 'sell',
  openingHours: string,
  /** The day the customer chose ("Thursday 26 November"); orders placed before days had none. */
  collectionDay?: string | null,
): string[] {
  const when = collectionDay ? `on ${collectionDay}` : 'on the same day';
  return way === 'collect'
    ? [
        `Please collect your order ${when}, within our office hours (${openingHours}).`,
        'Orders are subject to stock and denomination availability.',
        `To pay by card: ${ID_RULES} The payment card must be in the name on the order.`,
      ]
    : [
        `Please bring the currency to the branch ${collectionDay ? `on ${collectionDay}, ` : ''}within our office hours (${openingHours}).`,
        'We pay you for the notes we can accept; coins and damaged notes cannot be exchanged.',
        ID_RULES,
      ];
}

/** Home delivery: the address, its limits and the day (issue 32). */
export const DeliveryMessages = {
  postcode: 'Enter a UK postcode, such as SW1A 1AA: we deliver only to addresses in the UK',
  postcodeNotUk: (where: string) =>
    `We deliver only to addresses in the UK: we cannot deliver to ${where}`,
  line1: 'Enter the first line of the address',
  town: 'Enter the town or city',
  minimum: (minGbp: string) => `Home delivery is for orders of ${pounds(minGbp)} or more`,
  maximum: (maxGbp: string) => `Home delivery is for orders of up to ${pounds(maxGbp)}`,
  cardholder: 'The payment card must be in your name, and is delivered to its billing address',
} as const;

/** Royal Mail tracking numbers, as staff enter them on the Dispatch screen. */
export const TrackingMessages = {
  format:
    'Enter a Royal Mail tracking number: two letters, eight digits, a check digit and GB, such as AB123456785GB',
  checkDigit: 'This tracking number is not valid: check the digits against the label',
} as const;

/** The buy-back guarantee: selling leftover notes back at the order's rate. */
export const BuyBackMessages = {
  /** "Sell back at 1.1523 EUR per £1 until Friday 25 December". */
  label: (rate: string, currency: string, until: string) =>
    `Sell back at ${rate} ${currency} per £1 until ${until}`,
  notCovered: 'This order has no buy-back guarantee',
  expired: (until: string) => `The buy-back guarantee ended on ${until}`,
  currency: (currency: string) => `This order's buy-back guarantee does not cover ${currency}`,
  overShare: (allowance: string, currency: string) =>
    `You can sell back at most ${allowance} ${currency} under this order's guarantee`,
  overCap: (capGbp: string) =>
    `You can sell back at most ${pounds(capGbp)} in all under this order's guarantee`,
  amount: PricingMessages.INVALID_AMOUNT,
} as const;
