import type {
  Actor,
  Branch,
  BuyBackGuarantee,
  ComplianceStatus,
  DeliveryAddress,
  DueDiligenceDecision,
  HoldKind,
  Nation,
  OrderPaymentStatus,
  OrderStatus,
  PaymentMethod,
  Way,
} from '@fx/contracts';

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

/** How an order is paid: in store (status null), or by card as the payments service said. */
export interface PaymentRecord {
  method: PaymentMethod;
  status: OrderPaymentStatus | null;
  /** What the card is charged (currency, delivery fee, guarantee); null for pay in store. */
  amountDueGbp: string | null;
  card: { brand: string; last4: string } | null;
  paidAt: Date | null;
  refundedGbp: string;
}

/** Home delivery as stored (the delivery column): the day and tracking are columns of their own. */
export interface DeliveryRecord {
  address: DeliveryAddress;
  nation: Nation;
  /** The customer chose Saturday delivery. */
  saturday: boolean;
  feeGbp: string;
  /** The day it arrives (London): quoted when placed, fixed when paid (the delivery_day column). */
  day: string;
}

/**
 * The buy-back guarantee bought with the order: its price from the start, the guarantee itself
 * (days, allowances) once the order is paid, since the window runs from payment.
 */
export interface BuyBackRecord {
  priceGbp: string;
  guarantee: BuyBackGuarantee | null;
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
  /** The day the customer collects (London, 2026-11-26); null for delivery and older orders. */
  collectionDate: string | null;
  requestHash: string;
  placedBy: Actor;
  placedAt: Date;
  acceptedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  archivedAt: Date | null;
  /** Why it was cancelled, in the customer's words; null while it is not. */
  cancelReason: string | null;
  rateGuaranteedUntil: Date | null;
  lines: OrderLineRecord[];
  payment: PaymentRecord;
  delivery: DeliveryRecord | null;
  trackingNumber: string | null;
  dispatchedAt: Date | null;
  buyBack: BuyBackRecord | null;
  /** The order whose guarantee this Click & Sell order sells back under. */
  buyBackOf: { id: string; orderNumber: string } | null;
  /** The numbers of the Click & Sell orders placed under this order's guarantee. */
  buyBackUsedBy: string[];
  /** Where it stands with compliance (mirrored from its events) and the kinds of its open holds. */
  compliance: ComplianceRecord;
  /** The customer due diligence decided at placement; null for orders placed before. */
  dueDiligence: DueDiligenceDecision | null;
  /** Delivery at or above the house threshold: the customer's date of birth. */
  dateOfBirth: string | null;
  /** The ID record made when the order was collected (kept by the compliance service). */
  idCheckId: string | null;
  /** When retention erased its personal data. */
  erasedAt: Date | null;
}

export interface ComplianceRecord {
  status: ComplianceStatus;
  holds: HoldKind[];
}

/** Staff may accept, complete or dispatch only a clear order. */
export const isClear = (order: OrderRecord) => order.compliance.status === 'clear';

/** Held or frozen: nothing automatic (release, refund, cancellation) touches it. */
export const isOnHold = (order: OrderRecord) =>
  order.compliance.status === 'held' || order.compliance.status === 'frozen';

export interface StatusChangeRecord {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  by: Actor;
}

/** What placing an order sets; the rest of a record comes with its lifecycle. */
export type PlacedFields = Omit<
  OrderRecord,
  | 'status'
  | 'acceptedAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'archivedAt'
  | 'cancelReason'
  | 'rateGuaranteedUntil'
  | 'trackingNumber'
  | 'dispatchedAt'
  | 'buyBackUsedBy'
  | 'idCheckId'
  | 'erasedAt'
>;

/** An order just placed: pending (awaiting payment when paid by card), nothing stamped yet. */
export function placedOrder<T extends PlacedFields>(order: T): T & OrderRecord {
  return {
    ...order,
    status: order.payment.method === 'card' ? 'awaiting_payment' : 'pending',
    acceptedAt: null,
    completedAt: null,
    cancelledAt: null,
    archivedAt: null,
    cancelReason: null,
    rateGuaranteedUntil: null,
    trackingNumber: null,
    dispatchedAt: null,
    buyBackUsedBy: [],
    idCheckId: null,
    erasedAt: null,
  };
}

/** Paid in store: what an order placed before card payments, or reserving, has. */
export const IN_STORE_PAYMENT: PaymentRecord = {
  method: 'in_store',
  status: null,
  amountDueGbp: null,
  card: null,
  paidAt: null,
  refundedGbp: '0.00',
};
