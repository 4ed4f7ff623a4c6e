// The compliance service on the real stack for the cases tests: its Nest app in the test's
// process on a database of its own and RabbitMQ (behind a proxy), with a probe on the events it
// announces. (c-screening writes its own stack; the integrator unifies the two.)
import { DataSource } from 'typeorm';
import type { EventEnvelope, EventType, RpcName, RpcRequest, RpcResponse } from '@fx/contracts';
import { memoryLogger, startBehindProxy, testNowEnv } from '@fx/service-kit/testing';
import { AppModule } from '../../src/app.module';
import { loadEnv } from '../../src/config/env';

export const COMPLIANCE_EVENTS: EventType[] = [
  'order.screened',
  'order.held',
  'order.cleared',
  'order.frozen',
  'compliance.alert',
];

export type CasesStack = Awaited<ReturnType<typeof startCasesStack>>;

export async function startCasesStack(label: string, env: Record<string, string> = {}) {
  const stack = await startBehindProxy({
    label,
    schema: 'compliance',
    events: COMPLIANCE_EVENTS,
    module: (base) =>
      AppModule.register(
        loadEnv({ ...base, ...testNowEnv(), ...env }),
        memoryLogger('compliance').logger,
      ),
  });
  const { service, probe } = stack;
  return {
    ...stack,
    /** Asks the service as the gateway does (over RabbitMQ). */
    rpc: <K extends RpcName>(name: K, request: RpcRequest<K>): Promise<RpcResponse<K>> =>
      service.client.request(name, request),
    /** Runs SQL on the service's own database. */
    sql: <T>(text: string, values: unknown[] = []) =>
      service.app.get(DataSource).query<T>(text, values),
    /** The events the service announced about one order, in arrival order. */
    eventsOf: (orderId: string): EventEnvelope[] =>
      probe.received.filter((event) => (event.payload as { orderId?: string }).orderId === orderId),
  };
}
