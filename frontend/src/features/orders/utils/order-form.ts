import { OrderMessages } from '@fx/contracts/web';

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
  termsAccepted: boolean;
}

export const EMPTY_DETAILS: CustomerDetails = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  termsAccepted: false,
};

/** Who placed an earlier order: what the details form can start from. */
export interface KnownCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Fills the fields still empty from an earlier order, never one the customer has typed in. The two
 * e-mail fields go together: filled only when both are empty, so they never disagree.
 */
export function fillEmptyDetails(
  details: CustomerDetails,
  known: KnownCustomer,
): { details: CustomerDetails; filled: boolean } {
  const next = { ...details };
  let filled = false;
  for (const key of ['firstName', 'lastName', 'phone'] as const) {
    if (!next[key].trim() && known[key].trim()) {
      next[key] = known[key];
      filled = true;
    }
  }
  if (!next.email.trim() && !next.confirmEmail.trim() && known.email.trim()) {
    next.email = known.email;
    next.confirmEmail = known.email;
    filled = true;
  }
  return { details: next, filled };
}

export type DetailErrors = Partial<Record<keyof CustomerDetails, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,24}$/;

/** Step 1: a collection point and at least one line (the spec's messages). */
export function stepOneError(branchId: string, lineCount: number): string | null {
  if (!branchId) return OrderMessages.branch;
  if (lineCount === 0) return OrderMessages.noLines;
  return null;
}

/** Step 2: every field, with the spec's message where it has one (the server checks the same). */
export function detailErrors(details: CustomerDetails): DetailErrors {
  const errors: DetailErrors = {};
  if (!details.firstName.trim()) errors.firstName = OrderMessages.firstName;
  if (!details.lastName.trim()) errors.lastName = OrderMessages.lastName;
  if (!EMAIL.test(details.email.trim())) errors.email = OrderMessages.email;
  if (details.email.trim().toLowerCase() !== details.confirmEmail.trim().toLowerCase()) {
    errors.confirmEmail = OrderMessages.emailsDiffer;
  }
  const phone = details.phone.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE.test(phone) || digits < 7 || digits > 15) errors.phone = OrderMessages.phone;
  if (!details.termsAccepted) errors.termsAccepted = OrderMessages.terms;
  return errors;
}
