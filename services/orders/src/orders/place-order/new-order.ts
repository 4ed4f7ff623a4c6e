import { createHash } from 'node:crypto';
import type {
  Branch,
  CollectionBranch,
  ComplianceStatus,
  DueDiligenceDecision,
  PlaceOrder,
} from '@fx/contracts';
import type { PricedOrder } from '../../pricing/pricer';
import type { NewOrder } from '../orders-write.repository';
import type { CardTerms } from './card-checkout';
import type { PlaceOrderCommand } from './place-order.command';

/** What the checks have established: where, at what prices, when, and which request. */
export interface CheckedOrder {
  branch: CollectionBranch;
  priced: PricedOrder;
  requestHash: string;
  placedAt: Date;
  /** How it is paid, delivered and guaranteed. */
  terms: CardTerms;
  /** The order whose buy-back guarantee this Click & Sell order sells under. */
  buyBackOf: { id: string; orderNumber: string } | null;
  /** pending until the compliance service screens it; clear at once when screening is off. */
  compliance: ComplianceStatus;
  /** The due diligence decided (null only where no decision is made: unit tests). */
  dueDiligence: DueDiligenceDecision | null;
}

/** The order to write, but its number: the customer's request at the server's prices. */
export function newOrderOf(
  command: PlaceOrderCommand,
  checked: CheckedOrder,
): Omit<NewOrder, 'orderNumber'> {
  const { order } = command;
  const { quote, marketRates } = checked.priced;
  return {
    way: order.way,
    branch: orderBranch(checked.branch),
    firstName: order.customer.firstName,
    lastName: order.customer.lastName,
    email: order.customer.email,
    phone: order.customer.phone,
    totalGbp: quote.totalGbp,
    collectionDate: order.delivery ? null : (order.collectionDate ?? null),
    idempotencyKey: command.idempotencyKey ?? null,
    requestHash: checked.requestHash,
    placedBy: command.placedBy,
    placedAt: checked.placedAt,
    ...checked.terms,
    buyBackOf: checked.buyBackOf,
    compliance: { status: checked.compliance, holds: [] },
    dueDiligence: checked.dueDiligence,
    dateOfBirth: checked.dueDiligence?.dateOfBirth ?? null,
    lines: order.lines.map((line, index) => ({
      currency: line.currency,
      requestedAmount: line.amount,
      requestedSide: line.side,
      shownRate: line.shownRate,
      marketRate: marketRates[index]!,
      rate: quote.lines[index]!.rate,
      gbp: quote.lines[index]!.gbp,
      foreign: quote.lines[index]!.foreign,
    })),
  };
}

/** The branch as the order keeps it: where and when to collect, without today's stock. */
function orderBranch(branch: CollectionBranch): Branch {
  const { id, name, address, phone, openingHours, hours } = branch;
  return { id, name, address, phone, openingHours, hours };
}

/** The same request always hashes the same: the parsed order's fields in schema order. */
export function requestHashOf(order: PlaceOrder): string {
  return createHash('sha256').update(JSON.stringify(order)).digest('base64url');
}
