import type { ErrorDetail, PlaceOrder, Way } from '@fx/contracts';
import { OrderMessages, currencyUnavailableMessage } from '@fx/contracts/web';
import type { CartLine } from '@/lib/cart-store';
import { orderTotalProblem, sumGbp } from '@/lib/order-limits';

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
 * What step 1 lacks, with the message to show: the collection point (`branch`), a currency line
 * (`noLines`), an order within the online limits (`limit`), currencies the branch can supply
 * (`unavailable`) or a collection day (`collectionDate`); the field it names is marked.
 */
export type StepOneProblem = {
  kind: 'branch' | 'noLines' | 'limit' | 'unavailable' | 'collectionDate';
  message: string;
};

/**
 * Step 1, checked before any detail is asked for: a collection point, at least one line, a total
 * the bureau takes online, no currency the branch cannot supply, and a collection day.
 */
export function findStepOneProblem({
  branchId,
  lines,
  unavailable,
  collectionDate,
  delivered = false,
}: {
  branchId: string;
  lines: readonly CartLine[];
  unavailable: readonly string[];
  collectionDate: string;
  /** Delivered to the customer's door: no collection day to choose. */
  delivered?: boolean;
}): StepOneProblem | null {
  if (!branchId) return { kind: 'branch', message: OrderMessages.branch };
  if (lines.length === 0) return { kind: 'noLines', message: OrderMessages.noLines };
  const outside = orderTotalProblem(sumGbp(lines.map((line) => line.gbp)));
  if (outside) return { kind: 'limit', message: outside };
  const [missing] = unavailable;
  if (missing) return { kind: 'unavailable', message: currencyUnavailableMessage(missing) };
  if (!collectionDate && !delivered) {
    return { kind: 'collectionDate', message: OrderMessages.collectionDate };
  }
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

/** What the API refused, field by field, where the form shows it. */
export interface ServerProblems {
  /** The first message for each details field. */
  errors: DetailErrors;
  /** The last message about the collection point, and about the collection day. */
  branch: string | null;
  collectionDate: string | null;
  /** By line index ("lines.1.currency" is line 1): the first message for each line. */
  lines: Record<number, string>;
}

/** The fields the API refused (a 422's or 409's details), sorted to where the form shows them. */
export function serverProblems(details: readonly ErrorDetail[]): ServerProblems {
  const problems: ServerProblems = { errors: {}, branch: null, collectionDate: null, lines: {} };
  for (const detail of details) {
    const field = FIELD_OF[detail.field];
    const line = /^lines\.(\d+)(\.|$)/.exec(detail.field);
    if (field) problems.errors[field] ??= detail.message;
    else if (detail.field === 'branchId') problems.branch = detail.message;
    else if (detail.field === 'collectionDate') problems.collectionDate = detail.message;
    else if (line) problems.lines[Number(line[1])] ??= detail.message;
  }
  return problems;
}

/**
 * How the order is paid and received, the guarantee it sells under, and the due diligence answers
 * (PlaceOrder's own words).
 */
export type OrderChoices = Pick<
  PlaceOrder,
  'payment' | 'delivery' | 'buyBack' | 'buyBackOf' | 'dueDiligence' | 'dateOfBirth'
>;

/**
 * The order to send: the collection point and day (none for a delivery), the details as typed
 * (trimmed), the cart's lines and how it is paid and received (reserve and pay in store unless
 * told).
 */
export function orderRequest(
  way: Way,
  { branchId, collectionDate }: { branchId: string; collectionDate: string },
  details: CustomerDetails,
  lines: readonly CartLine[],
  choices: OrderChoices = { payment: 'in_store', buyBack: false },
): PlaceOrder {
  return {
    way,
    branchId,
    ...(choices.delivery ? {} : { collectionDate }),
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
    ...choices,
  };
}
