import type { ErrorDetail, PlaceOrder, Way } from '@fx/contracts';
import { OrderMessages } from '@fx/contracts/web';
import type { CartLine } from '@/lib/cart-store';

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

/**
 * What step 1 lacks: the collection point (`branch`, its field is marked) or a currency line
 * (`noLines`), with the message to show.
 */
export type StepOneProblem = { kind: 'branch' | 'noLines'; message: string };

/** Step 1: a collection point and at least one line (the spec's messages). */
export function findStepOneProblem(branchId: string, lineCount: number): StepOneProblem | null {
  if (!branchId) return { kind: 'branch', message: OrderMessages.branch };
  if (lineCount === 0) return { kind: 'noLines', message: OrderMessages.noLines };
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

/** Field names the API uses, mapped to the form's. */
const FIELD_OF: Record<string, keyof CustomerDetails> = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.confirmEmail': 'confirmEmail',
  'customer.phone': 'phone',
  termsAccepted: 'termsAccepted',
};

/**
 * The fields the API refused (a 422's details): the first message for each form field, and the
 * last one about the collection point, if any.
 */
export function serverProblems(details: readonly ErrorDetail[]): {
  errors: DetailErrors;
  branch: string | null;
} {
  const errors: DetailErrors = {};
  let branch: string | null = null;
  for (const detail of details) {
    const field = FIELD_OF[detail.field];
    if (field) errors[field] ??= detail.message;
    else if (detail.field === 'branchId') branch = detail.message;
  }
  return { errors, branch };
}

/** The order to send: the collection point, the details as typed (trimmed) and the cart's lines. */
export function orderRequest(
  way: Way,
  branchId: string,
  details: CustomerDetails,
  lines: readonly CartLine[],
): PlaceOrder {
  return {
    way,
    branchId,
    customer: {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      email: details.email.trim(),
      confirmEmail: details.confirmEmail.trim(),
      phone: details.phone.trim(),
    },
    lines: lines.map((line) => ({
      currency: line.currency,
      amount: line.amount,
      side: line.side,
      shownRate: line.rate,
    })),
    termsAccepted: true,
  };
}
