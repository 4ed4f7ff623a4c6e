import type { OrderStatus } from '@fx/contracts';

export type OrderAction = 'accept' | 'complete' | 'delete' | 'cancel';

/**
 * The lifecycle: pending -> accepted -> completed; pending or accepted -> cancelled (the admin's
 * delete), or pending -> cancelled by the customer; completed -> archived (deleted from History).
 * Nothing else moves.
 */
const TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  accept: { pending: 'accepted' },
  complete: { accepted: 'completed' },
  delete: { pending: 'cancelled', accepted: 'cancelled', completed: 'archived' },
  cancel: { pending: 'cancelled' },
};

/** The status an action leads to from a status, or null when the action is not allowed. */
export function nextStatus(action: OrderAction, from: OrderStatus): OrderStatus | null {
  return TRANSITIONS[action][from] ?? null;
}

const VERB: Record<OrderAction, string> = {
  accept: 'accepted',
  complete: 'completed',
  delete: 'deleted',
  cancel: 'cancelled',
};

export function transitionRefusal(
  order: { orderNumber: string; branch: { name: string; phone: string } },
  action: OrderAction,
  from: OrderStatus,
) {
  const { orderNumber, branch } = order;
  if (action === 'cancel' && from === 'accepted')
    return `Order ${orderNumber} has been accepted by the branch and can only be cancelled by the branch: please call ${branch.name} on ${branch.phone}.`;
  return `Order ${orderNumber} is ${from} and cannot be ${VERB[action]}`;
}
