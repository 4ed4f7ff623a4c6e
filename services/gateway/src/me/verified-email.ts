import { AccountMessages } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import type { Caller } from '../auth/auth.decorators';

/**
 * The e-mail a customer's orders and alerts are found by: the one in their token, and only once
 * Firebase has verified it (anyone can sign up with a password under someone else's address).
 */
export function verifiedEmailOf(caller: Caller): string {
  if (!caller.identity.emailVerified)
    throw new DomainError('EMAIL_NOT_VERIFIED', AccountMessages.verifyEmail);
  return caller.identity.email;
}
