// Stripe's test cards the hosted page knows, and the checks it makes on what is typed.
'use strict';

/**
 * By number: the card's brand and funding, and what paying with it does. `pays`: authorised;
 * `declines`: card_declined / generic_decline; `authenticates`: asks for 3D Secure first;
 * `refund_fails`: pays, and its refunds fail after they succeed; `disputes`: pays, and a dispute
 * opens once it is captured.
 */
const TEST_CARDS = {
  4000056655665556: { brand: 'visa', funding: 'debit', outcome: 'pays' },
  4242424242424242: { brand: 'visa', funding: 'credit', outcome: 'pays' },
  5555555555554444: { brand: 'mastercard', funding: 'credit', outcome: 'pays' },
  5200828282828210: { brand: 'mastercard', funding: 'debit', outcome: 'pays' },
  4000000000000002: { brand: 'visa', funding: 'credit', outcome: 'declines' },
  4000000000009995: {
    brand: 'visa',
    funding: 'debit',
    outcome: 'declines',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  4000002500003155: { brand: 'visa', funding: 'credit', outcome: 'authenticates' },
  4000000000005126: { brand: 'visa', funding: 'debit', outcome: 'refund_fails' },
  4000000000000259: { brand: 'visa', funding: 'debit', outcome: 'disputes' },
};

function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Reads the hosted page's card fields. Returns `{ card }` (number, last4, brand, funding, exp,
 * outcome...) or `{ errors }`: field name -> Stripe's wording.
 */
function readCard(fields, nowMs) {
  const errors = {};
  const number = String(fields.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    errors.card_number = 'Your card number is invalid.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(fields.expiry ?? ''));
  let expMonth;
  let expYear;
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    errors.expiry = "Your card's expiry date is incomplete.";
  } else {
    expMonth = Number(expiry[1]);
    expYear = Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]);
    const now = new Date(nowMs);
    if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      errors.expiry = "Your card's expiry date is in the past.";
    }
  }
  if (!/^\d{3,4}$/.test(String(fields.cvc ?? '').trim())) {
    errors.cvc = "Your card's security code is incomplete.";
  }
  if (!String(fields.name ?? '').trim()) errors.name = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0) return { errors };
  const known = TEST_CARDS[number];
  if (!known) {
    return {
      errors: {
        card_number:
          'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      },
    };
  }
  return {
    card: {
      ...known,
      number,
      last4: number.slice(-4),
      expMonth,
      expYear,
      name: fields.name.trim(),
    },
  };
}

module.exports = { TEST_CARDS, readCard };
