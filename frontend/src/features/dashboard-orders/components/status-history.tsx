import type { Actor, OrderDetails, OrderStatus } from '@fx/contracts';
import { formatUkDateTime } from '@/lib/format';

const CHANGE_VERB: Record<OrderStatus, string> = {
  awaiting_payment: 'Placed to pay by card',
  pending: 'Placed',
  accepted: 'Accepted',
  completed: 'Completed',
  cancelled: 'Cancelled',
  archived: 'Deleted from History',
};

type Change = OrderDetails['history'][number];

/** A card order becomes pending when its payment is held: that change reads "Paid by card". */
function describe(change: Change): { verb: string; by: string } {
  if (change.from === 'awaiting_payment' && change.to === 'pending')
    return { verb: 'Paid', by: 'card' };
  const verb = change.from === 'awaiting_payment' ? 'Cancelled unpaid' : CHANGE_VERB[change.to];
  return { verb, by: actorName(change.by) };
}

/** "clerk@highstreetfx.co.uk", "the customer", "the system". */
export function actorName(by: Actor): string {
  switch (by.kind) {
    case 'staff':
      return by.id ?? 'a member of staff';
    case 'customer':
      return 'the customer';
    case 'system':
      return 'the system';
  }
}

/** Every status change, oldest first: "Accepted by clerk@… on 22 November 2026 at 10:15". */
export function StatusHistory({ history }: { history: OrderDetails['history'] }) {
  if (history.length === 0) return <p className="order-history__empty">No changes recorded.</p>;
  return (
    <ol className="order-history" role="list">
      {history.map((change, index) => (
        <li
          key={`${change.at}-${index}`}
          className={`order-history__item status-dot--${change.to}`}
        >
          <strong>{describe(change).verb}</strong> by {describe(change).by} on{' '}
          <time dateTime={change.at}>{formatUkDateTime(change.at)}</time>
        </li>
      ))}
    </ol>
  );
}
