import type {
  PlaceOrder,
  PlacedOrder,
  RateChange,
  RatesChanged,
  RatesChangedBody,
} from '@fx/contracts';
import { isFieldErrorCode } from '@fx/contracts/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, isApiError } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { currenciesKey } from '@/lib/get-currencies';
import { readAttempt, saveAttempt } from '@/features/orders/utils/purchase-session';

export type { RateChange };

/** The API answered RATES_CHANGED: rates moved since the customer saw them; nothing was placed. */
export class RatesChangedError extends Error {
  override readonly name = 'RatesChangedError';
  readonly quote: RatesChanged['quote'];
  readonly changes: RateChange[];
  constructor({ quote, changes }: RatesChanged, message: string) {
    super(message);
    this.quote = quote;
    this.changes = changes;
  }
}

/**
 * The orders service refused the order's fields (422, or 409 for a currency the branch cannot
 * supply: the contracts' field errors): nothing was placed, the form says why at the field.
 */
export function fieldsRefused(error: unknown): error is ApiError {
  return isApiError(error) && isFieldErrorCode(error.code);
}

/**
 * POST /orders with an Idempotency-Key, so a repeated submit (a double click, a retry after a
 * lost answer) returns the same order instead of a second one. Paying now by card, the answer
 * carries the hosted payment page to go to.
 */
export async function placeOrder(order: PlaceOrder, idempotencyKey: string): Promise<PlacedOrder> {
  try {
    return await api.post<PlacedOrder>('/api/v1/orders', order, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'RATES_CHANGED') {
      const body = error.body as Partial<RatesChangedBody> | undefined;
      if (body?.quote && body.changes) {
        throw new RatesChangedError({ quote: body.quote, changes: body.changes }, error.message);
      }
    }
    throw error;
  }
}

/** Codes of answers after which nothing is left placed (the gateway let go of a card order). */
const NOTHING_PLACED = [
  'RATES_STALE',
  'ORDER_LIMIT_REACHED',
  'PAYMENTS_UNAVAILABLE',
  'PAYMENTS_OFF',
];

/**
 * The server answered and placed nothing: stale rates, moved rates, the customer's linked-order
 * limit, the card payment provider out of reach, or fields it refused.
 */
function placedNothing(error: unknown): boolean {
  return (
    error instanceof RatesChangedError ||
    (isApiError(error) && NOTHING_PLACED.includes(error.code)) ||
    fieldsRefused(error)
  );
}

/**
 * Places an order. Every try of the same request carries the same Idempotency-Key (kept in this
 * tab's storage), so a retry after a lost answer never makes a second order; once the order is
 * placed, or the server answered that it placed nothing, the next try is a new attempt with a new
 * key, as is a changed request. An order awaiting card payment keeps its key: back from the hosted
 * page, paying again returns the same order and checkout. Stale rates also
 * refetch the rate table, whose label then says the rates are indicative. Rejects with what
 * `placeOrder` does.
 */
export function usePlaceOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (order: PlaceOrder): Promise<PlacedOrder> => {
      const request = JSON.stringify(order);
      let attempt = readAttempt();
      // Another request under the same key would be refused (IDEMPOTENCY_KEY_REUSED): a new one.
      if (attempt?.request !== request) attempt = { key: crypto.randomUUID(), request };
      saveAttempt(attempt);
      try {
        let placed = await placeOrder(order, attempt.key);
        if (placed.status === 'cancelled') {
          // The key's order is over (its payment expired or failed): this is a new order.
          attempt = { key: crypto.randomUUID(), request };
          saveAttempt(attempt);
          placed = await placeOrder(order, attempt.key);
        }
        saveAttempt(placed.checkout ? attempt : null);
        return placed;
      } catch (error) {
        if (placedNothing(error)) saveAttempt(null);
        if (isApiError(error) && error.code === 'RATES_STALE') void mutate(currenciesKey);
        throw error;
      }
    },
    [mutate],
  );
}
