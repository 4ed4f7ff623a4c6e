// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** What a signed-in customer is told about their account. */
export const AccountMessages = {
  verifyEmail: 'Please verify your e-mail address first: your orders and alerts are found by it.',
} as const;
