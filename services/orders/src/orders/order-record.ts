import type { Actor, Branch, OrderStatus, Way } from '@fx/contracts';

export interface OrderLineRecord {
  currency: string;
  requestedAmount: string;
  requestedSide: 'gbp' | 'foreign';
  shownRate: string;
  marketRate: string;
  rate: string;
  gbp: string;
  foreign: string;
}

/** An order as the repository stores and returns it: values only. */
export interface OrderRecord {
  id: string;
  orderNumber: string;
  way: Way;
  status: OrderStatus;
  branch: Branch;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  totalGbp: string;
  /** The day the customer collects (London, 2026-11-26); null for orders placed before days. */
  collectionDate: string | null;
  requestHash: string;
  placedBy: Actor;
  placedAt: Date;
  acceptedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  archivedAt: Date | null;
  rateGuaranteedUntil: Date | null;
  lines: OrderLineRecord[];
}

export interface StatusChangeRecord {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  by: Actor;
}

/** What placing an order sets; the rest of a record comes with its lifecycle. */
export type PlacedFields = Omit<
  OrderRecord,
  'status' | 'acceptedAt' | 'completedAt' | 'cancelledAt' | 'archivedAt' | 'rateGuaranteedUntil'
>;

/** An order just placed: pending, nothing else stamped yet. */
export function pendingOrder<T extends PlacedFields>(order: T): T & OrderRecord {
  return {
    ...order,
    status: 'pending',
    acceptedAt: null,
    completedAt: null,
    cancelledAt: null,
    archivedAt: null,
    rateGuaranteedUntil: null,
  };
}
