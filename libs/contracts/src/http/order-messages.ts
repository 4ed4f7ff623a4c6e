// No zod here: the SPA imports this module at run time (as @fx/contracts/http/order-messages).
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
} as const;
