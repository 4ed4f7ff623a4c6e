import type {
  OrderView,
  PlaceOrder,
  RateChange,
  RatesChanged,
  RatesChangedBody,
} from '@fx/contracts';
import { isFieldErrorCode } from '@fx/contracts/web';
import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { api, isApiError } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { currenciesKey } from '@/lib/get-currencies';

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
 * lost answer) returns the same order instead of a second one.
 */
export async function placeOrder(order: PlaceOrder, idempotencyKey: string): Promise<OrderView> {
  try {
    return await api.post<OrderView>('/api/v1/orders', order, {
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

/**
 * The server answered and placed nothing: stale rates, moved rates, the customer's linked-order
 * limit, or fields it refused.
 */
function placedNothing(error: unknown): boolean {
  return (
    error instanceof RatesChangedError ||
    (isApiError(error) && (error.code === 'RATES_STALE' || error.code === 'ORDER_LIMIT_REACHED')) ||
    fieldsRefused(error)
  );
}

/**
 * Places an order. Every try of one attempt carries the same Idempotency-Key, so a retry after a
 * lost answer never makes a second order; once the order is placed, or the server answered that
 * it placed nothing, the next try is a new attempt with a new key. Stale rates also refetch the
 * rate table, whose label then says the rates are indicative. Rejects with what `placeOrder` does.
 */
export function usePlaceOrder() {
  const { mutate } = useSWRConfig();
  const idempotencyKey = useRef<string | null>(null);
  return useCallback(
    async (order: PlaceOrder): Promise<OrderView> => {
      idempotencyKey.current ??= crypto.randomUUID();
      try {
        const placed = await placeOrder(order, idempotencyKey.current);
        idempotencyKey.current = null;
        return placed;
      } catch (error) {
        if (placedNothing(error)) idempotencyKey.current = null;
        if (isApiError(error) && error.code === 'RATES_STALE') void mutate(currenciesKey);
        throw error;
      }
    },
    [mutate],
  );
}
