// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import type { OrderStatus } from '../schemas';

/**
 * The order lifecycle, one definition for the orders service that moves orders and the screens
 * that offer the moves: pending -> accepted -> completed; pending or accepted -> cancelled (staff's
 * delete), or pending -> cancelled by the customer; completed -> archived (deleted from History).
 * Card orders (issue 32) start awaiting_payment: pay (the card held) -> pending, expire (the
 * checkout failed or expired) -> cancelled; a delivery order is sent (dispatch) accepted ->
 * completed. Nothing else moves.
 */
export const ORDER_ACTIONS = [
  'accept',
  'complete',
  'delete',
  'cancel',
  'pay',
  'expire',
  'dispatch',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What staff do on the dashboard; the customer's cancel is on My orders. */
export const STAFF_ORDER_ACTIONS = ['accept', 'complete', 'delete'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

const TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  accept: { pending: 'accepted' },
  complete: { accepted: 'completed' },
  delete: { pending: 'cancelled', accepted: 'cancelled', completed: 'archived' },
  cancel: { pending: 'cancelled' },
  pay: { awaiting_payment: 'pending' },
  expire: { awaiting_payment: 'cancelled' },
  dispatch: { accepted: 'completed' },
};

/** The status an action leads to from a status, or null when the action is not allowed. */
export function nextStatus(action: OrderAction, from: OrderStatus): OrderStatus | null {
  return TRANSITIONS[action][from] ?? null;
}

/** What staff may do to an order in this status. */
export function staffActions(status: OrderStatus): StaffOrderAction[] {
  return STAFF_ORDER_ACTIONS.filter((action) => nextStatus(action, status) !== null);
}
