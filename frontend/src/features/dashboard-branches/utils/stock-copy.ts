import type { StockLevel, StockStatus } from '@fx/contracts';

export const STATUS_LABEL: Record<StockStatus, string> = {
  in_stock: 'In stock',
  order_in: 'Order in',
  unavailable: 'Unavailable',
};

/** "In stock", "Order in with 3 days' lead", "Unavailable". */
export function describeLevel(level: StockLevel): string {
  if (level.status !== 'order_in') return STATUS_LABEL[level.status];
  const days = level.leadDays === 1 ? '1 day' : `${level.leadDays} days`;
  return `Order in with ${days}' lead`;
}

/** What an order-in currency starts from when staff pick it. */
export const USUAL_LEAD_DAYS = 3;
