import { nextStatus } from '@fx/contracts';
import type { OrderAction, OrderErrorCode, OrderStatus } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';

const VERB: Record<OrderAction, string> = {
  accept: 'accepted',
  complete: 'completed',
  delete: 'deleted',
  cancel: 'cancelled',
  pay: 'paid',
  expire: 'expired',
  dispatch: 'dispatched',
};

interface MovingOrder {
  status: OrderStatus;
  orderNumber: string;
  branch: { name: string; phone: string };
}

/** The code of a refused move: what the order would have had to be for it. */
const REFUSAL: Record<OrderAction, OrderErrorCode> = {
  accept: 'ORDER_NOT_PENDING',
  cancel: 'ORDER_NOT_PENDING',
  complete: 'ORDER_NOT_ACCEPTED',
  delete: 'ORDER_ALREADY_REMOVED',
  pay: 'ORDER_NOT_PENDING',
  expire: 'ORDER_NOT_PENDING',
  dispatch: 'ORDER_NOT_ACCEPTED',
};

/** The status an action moves the order to; a move the lifecycle forbids is refused (409). */
export function checkedMove(order: MovingOrder, action: OrderAction): OrderStatus {
  const to = nextStatus(action, order.status);
  if (!to) throw new DomainError(REFUSAL[action], transitionRefusal(order, action, order.status));
  return to;
}

/** Why a move is refused, as the person asking reads it. */
export function transitionRefusal(
  order: Omit<MovingOrder, 'status'>,
  action: OrderAction,
  from: OrderStatus,
): string {
  const { orderNumber, branch } = order;
  if (action === 'cancel' && from === 'accepted')
    return `Order ${orderNumber} has been accepted by the branch and can only be cancelled by the branch: please call ${branch.name} on ${branch.phone}.`;
  return `Order ${orderNumber} is ${from} and cannot be ${VERB[action]}`;
}
