// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
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
} as const;

export const ID_RULES =
  'Please bring a valid passport, a full UK or European photo driving licence, or a European ID card.';

/**
 * The spec's Important Notification block, shown on the confirmation page and in the e-mail.
 * Click & Collect: collect the same day within office hours, subject to stock and denominations,
 * ID and a payment card in the name on the order. Click & Sell: bring the currency and ID.
 */
export function importantNotice(way: 'collect' | 'sell', openingHours: string): string[] {
  return way === 'collect'
    ? [
        `Please collect your order on the same day, within our office hours (${openingHours}).`,
        'Orders are subject to stock and denomination availability.',
        `To pay by card: ${ID_RULES} The payment card must be in the name on the order.`,
      ]
    : [
        `Please bring the currency to the branch within our office hours (${openingHours}).`,
        'We pay you for the notes we can accept; coins and damaged notes cannot be exchanged.',
        ID_RULES,
      ];
}
