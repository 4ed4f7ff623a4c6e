import {
  currencyUnavailableMessage,
  leadDaysFor,
  refuseCollectionDay,
  stockOf,
} from '@fx/contracts';
import type { CollectionBranch, PlaceOrder } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';

type Collected = Pick<PlaceOrder, 'way' | 'lines' | 'collectionDate'>;

/**
 * Refuses a Click & Collect line in a currency the branch has marked unavailable (409), naming
 * every such line. Click & Sell brings the currency in, so the branch's stock does not matter.
 */
export function checkStock(branch: CollectionBranch, order: Collected): void {
  if (order.way !== 'collect') return;
  const refused = order.lines.flatMap((line, index) =>
    stockOf(branch.stock, line.currency).status === 'unavailable'
      ? [{ field: `lines.${index}.currency`, message: currencyUnavailableMessage(line.currency) }]
      : [],
  );
  if (refused.length > 0) {
    throw new DomainError('CURRENCY_UNAVAILABLE', refused[0]!.message, refused);
  }
}

/**
 * The order's lead time: its slowest currency's at the branch for Click & Collect (an order-in
 * currency must arrive first), none for Click & Sell.
 */
export function leadDaysOf(
  branch: CollectionBranch,
  order: Pick<PlaceOrder, 'way' | 'lines'>,
): number {
  return leadDaysFor(
    branch.stock,
    order.way,
    order.lines.map((line) => line.currency),
  );
}

/**
 * Refuses a collection day the branch would not offer this order at `now` (closed, past the
 * same-day cut-off, before the lead time, or beyond the days offered), in the customer's words.
 */
export function checkCollectionDay(branch: CollectionBranch, order: Collected, now: Date): void {
  // Delivered: the day follows from the payment (rules/delivery.ts), not from the branch.
  if (order.collectionDate === undefined) return;
  const refusal = refuseCollectionDay(
    branch.schedule,
    now,
    order.collectionDate,
    leadDaysOf(branch, order),
  );
  if (refusal) {
    throw new DomainError('COLLECTION_DAY_UNAVAILABLE', refusal.message, [
      { field: 'collectionDate', message: refusal.message },
    ]);
  }
}
