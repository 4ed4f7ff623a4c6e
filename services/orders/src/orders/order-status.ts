import type { OrderStatus } from '@fx/contracts';

export type OrderAction = 'accept' | 'complete' | 'delete';

/**
 * The lifecycle: pending -> accepted -> completed; pending or accepted -> cancelled (the admin's
 * delete); completed -> archived (deleted from History). Nothing else moves.
 */
const TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  accept: { pending: 'accepted' },
  complete: { accepted: 'completed' },
  delete: { pending: 'cancelled', accepted: 'cancelled', completed: 'archived' },
};

/** The status an action leads to from a status, or null when the action is not allowed. */
export function nextStatus(action: OrderAction, from: OrderStatus): OrderStatus | null {
  return TRANSITIONS[action][from] ?? null;
}

const VERB: Record<OrderAction, string> = {
  accept: 'accepted',
  complete: 'completed',
  delete: 'deleted',
};

export function transitionRefusal(orderNumber: string, action: OrderAction, from: OrderStatus) {
  return `Order ${orderNumber} is ${from} and cannot be ${VERB[action]}`;
}
