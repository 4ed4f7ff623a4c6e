import type { OrderView, Way } from '@fx/contracts';
import type { CheckoutForm } from './checkout-form';
import type { CustomerDetails } from './order-form';

/**
 * What the order flow keeps in this tab's storage, so a reload loses nothing: the details typed
 * until the order is placed, then the order placed (shown again as step 3 for a while).
 */
const DETAILS_KEY = 'purchase-details';
const CONFIRMATION_KEY = 'purchase-confirmation';
const CONFIRMATION_TTL_MS = 15 * 60 * 1000;

type SavedConfirmation = { way: Way; order: OrderView; savedAt: number };

function readSession<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeSession(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the flow still works, it just forgets on reload.
  }
}

/** The details typed so far in this tab, if any. */
export function readSavedDetails(): CustomerDetails | null {
  return readSession<CustomerDetails>(DETAILS_KEY);
}

/** Keeps the details typed (null forgets them). */
export function saveDetails(details: CustomerDetails | null): void {
  writeSession(DETAILS_KEY, details);
}

/** The order this tab placed for `way` less than 15 minutes ago, if any. */
export function readSavedConfirmation(way: Way): OrderView | null {
  const saved = readSession<SavedConfirmation>(CONFIRMATION_KEY);
  const fresh = saved && saved.way === way && Date.now() - saved.savedAt < CONFIRMATION_TTL_MS;
  return fresh ? saved.order : null;
}

/** Keeps the order just placed for `way` (null forgets it). */
export function saveConfirmation(way: Way, order: OrderView | null): void {
  writeSession(CONFIRMATION_KEY, order ? { way, order, savedAt: Date.now() } : null);
}

const COLLECTION_KEY = 'purchase-collection';

/** The branch and day chosen in this tab, kept across the trip to the card payment page. */
export function readSavedCollection(): { branchId: string; day: string } | null {
  return readSession<{ branchId: string; day: string }>(COLLECTION_KEY);
}

export function saveCollection(collection: { branchId: string; day: string } | null): void {
  writeSession(COLLECTION_KEY, collection);
}

const CHECKOUT_KEY = 'purchase-checkout';
const ATTEMPT_KEY = 'purchase-attempt';
const PAYING_KEY = 'purchase-paying';

/** How the customer chose to pay and receive the order, as typed so far in this tab. */
export function readSavedCheckout(): CheckoutForm | null {
  return readSession<CheckoutForm>(CHECKOUT_KEY);
}

export function saveCheckout(checkout: CheckoutForm | null): void {
  writeSession(CHECKOUT_KEY, checkout);
}

/**
 * One attempt at placing an order: its Idempotency-Key and the request (JSON) it was sent with.
 * Kept across the trip to the hosted payment page, so coming back and paying again returns the
 * same order and checkout instead of a second order.
 */
export interface PlaceAttempt {
  key: string;
  request: string;
}

export function readAttempt(): PlaceAttempt | null {
  return readSession<PlaceAttempt>(ATTEMPT_KEY);
}

export function saveAttempt(attempt: PlaceAttempt | null): void {
  writeSession(ATTEMPT_KEY, attempt);
}

/** The order sent to the hosted payment page: what its return page needs to find it again. */
export interface PayingOrder {
  orderNumber: string;
  email: string;
  way: Way;
  /** The first currency of the cart, for the way back to the order flow. */
  currency: string;
}

export function readPaying(orderNumber: string): PayingOrder | null {
  const paying = readSession<PayingOrder>(PAYING_KEY);
  return paying?.orderNumber === orderNumber ? paying : null;
}

export function savePaying(paying: PayingOrder | null): void {
  writeSession(PAYING_KEY, paying);
}
