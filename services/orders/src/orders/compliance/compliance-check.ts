import { DomainError } from '@fx/service-kit';
import { isClear, isOnHold } from '../order-record';
import type { OrderRecord } from '../order-record';
import { transitionRefusal } from '../order-status';

const VERB = { accept: 'accepted', complete: 'completed', dispatch: 'dispatched' } as const;

/**
 * Staff accept, complete or dispatch only an order the compliance service has cleared: one not
 * yet screened, held or frozen is refused (ORDER_ON_HOLD, 409 at the gateway), saying no more.
 */
export function checkCleared(order: OrderRecord, action: keyof typeof VERB): void {
  if (isClear(order)) return;
  throw new DomainError(
    'ORDER_ON_HOLD',
    `Order ${order.orderNumber} is waiting for a compliance check and cannot be ${VERB[action]} yet`,
  );
}

/**
 * A customer's cancellation of a held or frozen order would move money: refused as for an order
 * the branch has accepted (the same words, so nothing tips the customer off).
 */
export function checkCancellableByCustomer(order: OrderRecord): void {
  if (isOnHold(order))
    throw new DomainError('ORDER_NOT_PENDING', transitionRefusal(order, 'cancel', 'accepted'));
}
