// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** The most alerts one e-mail address may have waiting (unconfirmed or active). */
export const MAX_ACTIVE_ALERTS = 10;

export const AlertMessages = {
  targetRate: 'Please enter the rate you want, e.g. 1.2000 (up to 4 decimal places).',
  email: 'Please enter a valid email address.',
  tooMany: `You already have ${MAX_ACTIVE_ALERTS} rate alerts. Delete one to set another.`,
  unknownCurrency: 'We do not offer that currency.',
  badLink: 'This link is not valid or has already been used.',
  alreadySent: 'This alert has already been sent, so how it reaches you can no longer change.',
  alreadyReached: (rate: string, code: string) =>
    `1 GBP already buys ${rate} ${code}. Set a higher target, or order now at today's rate.`,
} as const;

/** The customer's message when an order meets stale rates (POST /orders answers 503). */
export const RATES_STALE_MESSAGE = 'Our rates are being updated; please try again in a few minutes';
