// No zod here: the SPA imports this module at run time (as @fx/contracts/http/order-notice).

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
