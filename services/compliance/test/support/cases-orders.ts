// Orders as the orders service's events describe them, published on the compliance stack's broker.
import { createHash, randomUUID } from 'node:crypto';
import type {
  DueDiligenceAnswers,
  DueDiligenceDecision,
  OrderCompliance,
  OrderSnapshot,
} from '@fx/contracts';
import { EventPublisher } from '@fx/service-kit';
import { eventually, testClock } from '@fx/service-kit/testing';
import type { CasesStack } from './cases-stack';

const HOUR_MS = 3_600_000;

/** `hours` before the test instant, as an ISO string. */
export const hoursAgo = (hours: number) =>
  new Date(testClock().now().getTime() - hours * HOUR_MS).toISOString();

export const OFFICER = { kind: 'staff' as const, id: 'officer-uid' };
export const CLERK = { kind: 'staff' as const, id: 'clerk-uid' };

let numbers = 0;

export interface OrderOptions {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  totalGbp?: string;
  placedAt?: string;
  level?: DueDiligenceDecision['level'];
  answers?: DueDiligenceAnswers | null;
  delivery?: { line1: string; postcode: string };
}

/** A collection order (or a delivery one) with the due diligence decided at placement. */
export function orderOf(options: OrderOptions = {}): OrderSnapshot {
  const totalGbp = options.totalGbp ?? '412.75';
  const orderNumber = String(30_000_000 + Math.floor(Math.random() * 60_000_000) + (numbers += 1));
  return {
    orderId: randomUUID(),
    orderNumber,
    way: 'collect',
    customer: {
      firstName: options.firstName ?? 'Grace',
      lastName: options.lastName ?? 'Hopper',
      email: options.email ?? `${randomUUID()}@example.com`,
      phone: options.phone ?? `07700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    },
    branch: {
      id: 'london-bridge',
      name: 'London Bridge',
      address: '1 Tooley Street, London SE1 2QN',
      phone: '020 7946 0000',
      openingHours: 'Mon-Sat 9:00-17:30',
    },
    lines: [{ currency: 'EUR', rate: '1.1629', gbp: totalGbp, foreign: '480.00' }],
    totalGbp,
    collectionDate: null,
    placedAt: options.placedAt ?? hoursAgo(1),
    payment: { method: 'in_store', amountDueGbp: totalGbp, card: null },
    ...(options.delivery
      ? {
          fulfilment: {
            kind: 'delivery',
            address: {
              line1: options.delivery.line1,
              town: 'London',
              postcode: options.delivery.postcode,
            },
            nation: 'england',
            day: '2026-11-30',
            saturday: false,
            feeGbp: '4.99',
            trackingNumber: null,
            dispatchedAt: null,
          },
        }
      : {}),
    dueDiligence: {
      level: options.level ?? 'none',
      orderGbp: totalGbp,
      linkedGbp: totalGbp,
      linkedEur: (Number(totalGbp) * 1.15).toFixed(2),
      eurRate: '1.1500',
      eurRateDay: '2026-11-25',
      houseThresholdGbp: '1000.00',
      statutoryThresholdEur: '15000.00',
      orderLimitGbp: '2500.00',
      answers: options.answers ?? null,
      dateOfBirth: null,
      decidedAt: options.placedAt ?? hoursAgo(1),
    },
  };
}

/** Publishes order.placed as the orders service's outbox would. */
export async function place(stack: CasesStack, order: OrderSnapshot): Promise<OrderSnapshot> {
  await stack.service.app
    .get(EventPublisher)
    .publish('order.placed', { order }, { id: randomUUID() });
  return order;
}

export async function cancel(stack: CasesStack, order: OrderSnapshot, cancelledAt = hoursAgo(0.5)) {
  await stack.service.app
    .get(EventPublisher)
    .publish(
      'order.cancelled',
      { order, cancelledAt, cancelledBy: { kind: 'customer' }, cancellationFeeGbp: '0' },
      { id: randomUUID() },
    );
}

/** Waits until the service knows every order (recorded from its events). */
export async function known(stack: CasesStack, ...orders: OrderSnapshot[]) {
  const ids = orders.map((order) => order.orderId);
  await eventually(async () => {
    const [row] = await stack.sql<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM compliance.orders WHERE order_id = ANY($1::uuid[])',
      [ids],
    );
    return row?.count === ids.length;
  });
}

/** The open red-flag cases of a rule that hold this order. */
export async function openCasesOf(stack: CasesStack, rule: string, order: OrderSnapshot) {
  const { cases } = await stack.rpc('compliance.cases.list', { status: 'open', by: OFFICER });
  return cases.filter(
    (found) => found.rule === rule && found.orders.some((ref) => ref.orderId === order.orderId),
  );
}

/** Waits for the open case of `rule` holding `order`. */
export const caseOf = (stack: CasesStack, rule: string, order: OrderSnapshot) =>
  eventually(async () => (await openCasesOf(stack, rule, order))[0], 15_000);

/** Publishes order.personal_data_erased (retention) as the orders service would. */
export async function erase(stack: CasesStack, order: OrderSnapshot) {
  await stack.service.app.get(EventPublisher).publish(
    'order.personal_data_erased',
    {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      emailSha256: createHash('sha256').update(order.customer.email.toLowerCase()).digest('hex'),
      lastOfCustomer: true,
      reason: 'retention',
      erasedAt: hoursAgo(0),
    },
    { id: randomUUID() },
  );
}

/** The standing last announced for the order (highest sequence), once it has `status`. */
export const standingOf = (
  stack: CasesStack,
  order: OrderSnapshot,
  status: OrderCompliance['status'],
) =>
  eventually(() => {
    const standings = stack
      .eventsOf(order.orderId)
      .filter((event) => event.type.startsWith('order.'))
      .map((event) => event.payload as OrderCompliance);
    const latest = standings.sort((a, b) => b.sequence - a.sequence)[0];
    return latest?.status === status ? latest : undefined;
  }, 15_000);

/** Screening is c-screening's: here an order is marked screened as it would be. */
export const screened = (stack: CasesStack, order: OrderSnapshot) =>
  stack.sql('UPDATE compliance.orders SET screened_at = now() WHERE order_id = $1', [
    order.orderId,
  ]);
