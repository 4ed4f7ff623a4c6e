import type { LinkedOrders } from '@fx/contracts';
import { Decimal } from '@fx/contracts/web';
import { formatMoney } from '@/lib/format';

/** From this share of the limit on, the total is shown as near it. */
const NEAR_SHARE = '0.8';

/** How close the customer's recent orders come to the linked-order limit. */
export type LinkedLevel = 'under' | 'near' | 'reached';

export function linkedLevel({ totalGbp, limitGbp }: LinkedOrders): LinkedLevel {
  const total = new Decimal(totalGbp);
  const limit = new Decimal(limitGbp);
  if (total.gte(limit)) return 'reached';
  return total.gte(limit.times(NEAR_SHARE)) ? 'near' : 'under';
}

/** "£1,250.50", "£10,000": pounds, without pence when there are none. */
function gbp(amount: string): string {
  return formatMoney(amount, 'GBP', { stripIfInteger: true });
}

/** "Orders in the last 90 days: £4,200 of £10,000 limit (3 orders)". */
export function linkedOrdersLine(linked: LinkedOrders): string {
  const orders = linked.orders === 1 ? '1 order' : `${linked.orders} orders`;
  return `Orders in the last ${linked.windowDays} days: ${gbp(linked.totalGbp)} of ${gbp(linked.limitGbp)} limit (${orders})`;
}

export const LINKED_LEVEL_NOTE: Record<LinkedLevel, string | null> = {
  under: null,
  near: 'Near the limit: a larger order will be refused.',
  reached: 'At or over the limit: check these orders before accepting another.',
};
