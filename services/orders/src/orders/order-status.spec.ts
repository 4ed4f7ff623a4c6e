import { ORDER_ACTIONS, ORDER_STATUSES, nextStatus } from '@fx/contracts';
import type { OrderAction, OrderStatus } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { checkedMove } from './order-status';

const order = (status: OrderStatus) => ({
  status,
  orderNumber: '12345678',
  branch: { name: 'Riverside Currency, High Street North', phone: '020 7946 0000' },
});

/** Every move the lifecycle allows; everything else is refused. */
const ALLOWED: [OrderAction, OrderStatus, OrderStatus][] = [
  ['accept', 'pending', 'accepted'],
  ['complete', 'accepted', 'completed'],
  ['delete', 'pending', 'cancelled'],
  ['delete', 'accepted', 'cancelled'],
  ['delete', 'completed', 'archived'],
  ['cancel', 'pending', 'cancelled'],
  ['pay', 'awaiting_payment', 'pending'],
  ['expire', 'awaiting_payment', 'cancelled'],
  ['dispatch', 'accepted', 'completed'],
];
const REFUSED = ORDER_ACTIONS.flatMap((action) =>
  ORDER_STATUSES.filter(
    (from) => !ALLOWED.some(([allowed, allowedFrom]) => allowed === action && allowedFrom === from),
  ).map((from): [OrderAction, OrderStatus] => [action, from]),
);

describe('the order lifecycle', () => {
  it.each(ALLOWED)('lets "%s" move an order from %s to %s', (action, from, to) => {
    expect(nextStatus(action, from)).toBe(to);
    expect(checkedMove(order(from), action)).toBe(to);
  });

  it('refuses the other 33 moves of the 42 an action and a status make', () => {
    expect(REFUSED).toHaveLength(33);
  });

  it.each(REFUSED)('refuses "%s" on an order that is %s', (action, from) => {
    expect(nextStatus(action, from)).toBeNull();
    expect(() => checkedMove(order(from), action)).toThrow(DomainError);
  });

  it('answers a refused move with a conflict naming the order and its status', () => {
    const refusal = captured(() => checkedMove(order('pending'), 'complete'));
    expect(refusal).toMatchObject({
      code: 'ORDER_NOT_ACCEPTED',
      message: 'Order 12345678 is pending and cannot be completed',
    });
    expect(captured(() => checkedMove(order('cancelled'), 'delete'))).toMatchObject({
      code: 'ORDER_ALREADY_REMOVED',
      message: 'Order 12345678 is cancelled and cannot be deleted',
    });
    expect(captured(() => checkedMove(order('archived'), 'accept'))).toMatchObject({
      code: 'ORDER_NOT_PENDING',
      message: 'Order 12345678 is archived and cannot be accepted',
    });
  });

  it('tells a customer cancelling an accepted order to call the branch', () => {
    expect(captured(() => checkedMove(order('accepted'), 'cancel'))).toMatchObject({
      code: 'ORDER_NOT_PENDING',
      message:
        'Order 12345678 has been accepted by the branch and can only be cancelled by the branch: ' +
        'please call Riverside Currency, High Street North on 020 7946 0000.',
    });
  });

  it('tells a customer cancelling a completed order that it is completed', () => {
    expect(captured(() => checkedMove(order('completed'), 'cancel'))).toMatchObject({
      message: 'Order 12345678 is completed and cannot be cancelled',
    });
  });
});

function captured(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}
