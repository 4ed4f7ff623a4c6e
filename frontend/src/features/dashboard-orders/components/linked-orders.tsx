import type { LinkedOrders } from '@fx/contracts';
import { AlertIcon } from '@/components/ui/icons';
import {
  LINKED_LEVEL_NOTE,
  linkedLevel,
  linkedOrdersLine,
} from '@/features/dashboard-orders/utils/linked-orders';

/**
 * The customer's orders over the linked-order window (same e-mail or phone): their total against
 * the limit, marked once it comes near.
 */
export function LinkedOrdersSummary({ linked }: { linked: LinkedOrders }) {
  const level = linkedLevel(linked);
  const note = LINKED_LEVEL_NOTE[level];
  return (
    <section
      className={`linked-orders linked-orders--${level}`}
      aria-label="The customer's recent orders"
    >
      <p className="linked-orders__line">
        {level === 'under' ? null : <AlertIcon size={18} />}
        {linkedOrdersLine(linked)}
      </p>
      {note ? <p className="linked-orders__note">{note}</p> : null}
    </section>
  );
}
