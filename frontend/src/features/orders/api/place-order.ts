import type { OrderView, PlaceOrder, Quote, RatesChangedBody } from '@fx/contracts';
import { api, isApiError } from '@/lib/api-client';

export type RateChange = RatesChangedBody['changes'][number];

/** The API answered 409: rates moved since the customer saw them; nothing was placed. */
export class RatesChangedError extends Error {
  override readonly name = 'RatesChangedError';
  constructor(
    readonly quote: Quote,
    readonly changes: RateChange[],
    message: string,
  ) {
    super(message);
  }
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
    if (isApiError(error) && error.statusCode === 409) {
      const body = error.body as Partial<RatesChangedBody> | undefined;
      if (body?.quote && body.changes) {
        throw new RatesChangedError(body.quote, body.changes, error.message);
      }
    }
    throw error;
  }
}
