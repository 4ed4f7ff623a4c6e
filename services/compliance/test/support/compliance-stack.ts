// The compliance service on the real stack for its tests: its Nest app in the test's process on a
// database of its own, RabbitMQ through a proxy, a probe of its events, and the orders service's
// events published on its broker as the orders service's outbox would.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type {
  DueDiligenceDecision,
  EventEnvelope,
  EventPayload,
  EventType,
  OrderCompliance,
  OrderSnapshot,
} from '@fx/contracts';
import { EventPublisher } from '@fx/service-kit';
import {
  eventually,
  memoryLogger,
  startBehindProxy,
  testClock,
  testNowEnv,
} from '@fx/service-kit/testing';
import { AppModule } from '../../src/app.module';
import { loadEnv } from '../../src/config/env';

export const COMPLIANCE_EVENT_TYPES: EventType[] = [
  'order.screened',
  'order.held',
  'order.cleared',
  'order.frozen',
  'compliance.alert',
];

export type ComplianceStack = Awaited<ReturnType<typeof startComplianceStack>>;

export const officer = { kind: 'staff' as const, id: 'officer-uid' };
export const clerk = { kind: 'staff' as const, id: 'clerk-uid' };

export async function startComplianceStack(label: string, env: Record<string, string> = {}) {
  const log = memoryLogger('compliance');
  const stack = await startBehindProxy({
    label,
    schema: 'compliance',
    events: COMPLIANCE_EVENT_TYPES,
    module: (base) =>
      AppModule.register(
        loadEnv({ ...base, ...testNowEnv(), SCREENING_RETRY_SECONDS: '1', ...env }),
        log.logger,
      ),
  });
  const { service } = stack;
  return {
    ...stack,
    request: service.client.request.bind(service.client),
    /** What the service logged (JSON lines), to show why a request failed. */
    logged: log.lines,
    /** Runs SQL on the service's own database (its own connection and role). */
    sql: <T>(text: string, values: unknown[] = []) =>
      service.app.get(DataSource).query<T>(text, values),
    publish: <K extends EventType>(type: K, payload: EventPayload<K>) =>
      service.app.get(EventPublisher).publish(type, payload, { id: randomUUID() }),
  };
}

/** An order as the orders service's events describe it, placed now (the test clock). */
export function orderSnapshot(
  customer: { firstName: string; lastName: string },
  overrides: Partial<OrderSnapshot> = {},
): OrderSnapshot {
  return {
    orderId: randomUUID(),
    orderNumber: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    way: 'collect',
    customer: {
      ...customer,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      phone: '07700900123',
    },
    branch: {
      id: 'london-bridge',
      name: 'London Bridge',
      address: '1 Tooley Street, London SE1 2QN',
      phone: '020 7946 0000',
      openingHours: 'Mon-Sat 9:00-17:30',
    },
    lines: [{ currency: 'EUR', rate: '1.1629', gbp: '412.75', foreign: '480.00' }],
    totalGbp: '412.75',
    collectionDate: null,
    placedAt: testClock().now().toISOString(),
    payment: { method: 'in_store', amountDueGbp: '412.75', card: null },
    ...overrides,
  };
}

/** A due diligence decision of `level` for an order of `gbp`. */
export function dueDiligence(
  level: DueDiligenceDecision['level'],
  gbp: string,
): DueDiligenceDecision {
  return {
    level,
    orderGbp: gbp,
    linkedGbp: gbp,
    linkedEur: gbp,
    eurRate: '1.1629',
    eurRateDay: '2026-01-01',
    houseThresholdGbp: '1000',
    statutoryThresholdEur: '15000',
    orderLimitGbp: '5000',
    answers: null,
    dateOfBirth: null,
    decidedAt: testClock().now().toISOString(),
  };
}

/** Places the order (order.placed on the broker). */
export async function place(stack: ComplianceStack, order: OrderSnapshot): Promise<OrderSnapshot> {
  await stack.publish('order.placed', { order });
  return order;
}

/** The standing events of one order the probe received, in arrival order. */
export function standingsOf(stack: ComplianceStack, orderId: string): EventEnvelope[] {
  return stack.probe.received.filter(
    (event) =>
      event.type !== 'compliance.alert' && (event.payload as OrderCompliance).orderId === orderId,
  );
}

/** Waits for the order's latest standing event to be of `type`; returns its payload. */
export async function standingBecomes(
  stack: ComplianceStack,
  orderId: string,
  type: 'order.screened' | 'order.held' | 'order.cleared' | 'order.frozen',
): Promise<OrderCompliance> {
  await eventually(() => standingsOf(stack, orderId).at(-1)?.type === type, 15_000);
  return standingsOf(stack, orderId).at(-1)!.payload as OrderCompliance;
}

/** The compliance.alert events received, of `kind`. */
export function alerts(stack: ComplianceStack, kind: EventPayload<'compliance.alert'>['kind']) {
  return stack.probe.received
    .filter((event) => event.type === 'compliance.alert')
    .map((event) => event.payload)
    .filter((alert) => alert.kind === kind);
}

/** The code of the error a request was refused with, with its details. */
export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, message, details } = error as {
      code: string;
      message: string;
      details?: { field: string; message: string }[];
    };
    return { code, message, details: details ?? [] };
  }
  throw new Error('the request was not refused');
}
