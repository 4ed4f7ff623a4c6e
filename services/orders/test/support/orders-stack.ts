import { CommandBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import type { EventEnvelope, PlaceOrder } from '@fx/contracts';
import {
  AmqpConnection,
  DomainError,
  EventPublisher,
  EventSubscriber,
  RpcClient,
} from '@fx/service-kit';
import {
  TcpProxy,
  bootServiceForTest,
  createTestDatabase,
  eventually,
  memoryLogger,
  serviceTestEnv,
  startBuiltService,
  steadyCollectionDay,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { BuiltService, TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../../src/app.module';
import { loadEnv } from '../../src/config/env';
import type { OrdersEnv } from '../../src/config/env';
import type { OrderNumbers } from '../../src/orders/order-number';
import { randomOrderNumbers } from '../../src/orders/order-number';
import { PlaceOrderCommand } from '../../src/orders/place-order/place-order.command';

/** Order numbers from the test's list first (to make them collide), then random ones. */
class ScriptedOrderNumbers implements OrderNumbers {
  readonly queue: string[] = [];
  next(): string {
    return this.queue.shift() ?? randomOrderNumbers.next();
  }
}

/**
 * The orders service in the test's process on its own database, next to the real rates service
 * (a process), with a listener for its order events and a client that waits long for answers.
 */
export interface OrdersStack {
  service: Awaited<ReturnType<typeof bootServiceForTest>>;
  /** The service's settings: more instances of it (replicas) start with them. */
  settings: OrdersEnv;
  /** Its broker namespace and database, for the other services a test starts beside it. */
  namespace: string;
  databaseUrl: string;
  numbers: ScriptedOrderNumbers;
  events: EventEnvelope[];
  /** The orders service reaches RabbitMQ through it: `cut()` takes the broker away. */
  proxy: TcpProxy;
  patient: RpcClient;
  sql: Client;
  /** Publishes an event as another service would (the payments service's, here). */
  publish: EventPublisher['publish'];
  /** The service's `GET /metrics`, over HTTP as Prometheus scrapes it. */
  metrics(): Promise<string>;
  close(): Promise<void>;
}

/**
 * `env` overrides the orders service's settings. Screening is off unless a test asks for it:
 * these stacks run no compliance service, so orders are clear at once (COMPLIANCE_SCREENING).
 */
export async function startOrdersStack(
  label: string,
  env: Record<string, string> = {},
): Promise<OrdersStack> {
  const { logger } = memoryLogger('orders');
  const numbers = new ScriptedOrderNumbers();
  const events: EventEnvelope[] = [];
  let database: TestDatabase | undefined;
  let rates: BuiltService | undefined;
  let proxy: TcpProxy | undefined;
  let service: OrdersStack['service'] | undefined;
  let listener: AmqpConnection | undefined;
  let patient: RpcClient | undefined;
  let sql: Client | undefined;
  const close = async () => {
    await sql?.end();
    await patient?.close();
    await listener?.close();
    await service?.close();
    await rates?.stop();
    await proxy?.close();
    await database?.drop();
  };
  try {
    database = await createTestDatabase(label);
    const namespace = uniqueNamespace(label);
    rates = startBuiltService('rates', {
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      OFFLINE_DRIFT_PCT: '0',
    });
    // The orders service reaches RabbitMQ through a proxy the test can cut.
    proxy = await TcpProxy.start(testUrls.amqp, 5672);
    const settings = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      AMQP_URL: proxy.urlFor(testUrls.amqp),
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '200',
      DATABASE_POOL_SIZE: '20',
      COMPLIANCE_SCREENING: 'off',
      ...env,
    });
    const booted = await bootServiceForTest(
      AppModule.register(settings, logger, { orderNumbers: numbers }),
      namespace,
    );
    service = booted;
    // Its health port, where Prometheus scrapes it (main.ts listens on HEALTH_PORT).
    await booted.app.listen(0, '127.0.0.1');
    const metricsUrl = `${await booted.app.getUrl()}/metrics`;
    const metrics = async () => {
      const response = await fetch(metricsUrl);
      if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
      return response.text();
    };
    listener = new AmqpConnection({
      url: testUrls.amqp,
      name: 'listener',
      namespace,
      logger,
      ephemeral: true,
    });
    await new EventSubscriber(listener, logger).subscribe({
      queue: 'test.orders',
      events: [
        'order.placed',
        'order.accepted',
        'order.completed',
        'order.cancelled',
        'order.dispatched',
        'order.buy_back_ending',
        'order.personal_data_erased',
        'stock.changed',
      ],
      handler: (event) => void events.push(event),
    });
    patient = new RpcClient(listener, 120_000);
    await eventually(() => booted.client.request('rates.health', {}).then(() => true), 30_000);
    // The EUR rate due diligence converts at, known before a test takes the broker away.
    await booted.client.request('orders.settings', {});
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    const publisher = new EventPublisher(listener);
    const publish: EventPublisher['publish'] = (type, payload, options) =>
      publisher.publish(type, payload, options);
    return {
      service: booted,
      settings,
      namespace,
      databaseUrl: database.url,
      numbers,
      events,
      proxy,
      patient,
      sql,
      publish,
      metrics,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

let customers = 0;

/** Ada, with an e-mail and a phone no other order of the run has. */
export function newCustomer(): PlaceOrder['customer'] {
  customers += 1;
  const n = String(customers).padStart(5, '0');
  const email = `ada.${n}@example.com`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    confirmEmail: email,
    phone: `07700 9${n}`,
  };
}

/** What the tests do over and over: price, build and place orders, count rows, catch refusals. */
export function orderHelpers(stack: () => OrdersStack) {
  const currency = (code: string) =>
    stack().service.client.request('rates.currencies.get', { code });

  const branchOf = async (id: string) =>
    (await stack().service.client.request('orders.branches.list', {})).branches.find(
      (branch) => branch.id === id,
    )!;

  /**
   * An order at High Street North for the first day it offers these lines, by a customer of its
   * own unless `customer` says otherwise: no test's orders count towards another's linked-order
   * limit.
   */
  async function orderOf(
    lines: { currency: string; amount: string; side: 'gbp' | 'foreign' }[],
    way: 'collect' | 'sell' = 'collect',
    customer: Partial<PlaceOrder['customer']> = {},
  ): Promise<PlaceOrder> {
    const [shown, branch] = await Promise.all([
      Promise.all(lines.map((line) => currency(line.currency))),
      branchOf('high-street-north'),
    ]);
    const order = {
      way,
      branchId: branch.id,
      customer: { ...newCustomer(), ...customer },
      lines: lines.map((line, index) => ({ ...line, shownRate: shown[index]!.rates[way] })),
      termsAccepted: true as const,
      payment: 'in_store' as const,
      buyBack: false,
    };
    const currencies = lines.map((line) => line.currency);
    return { ...order, collectionDate: steadyCollectionDay(branch, { way, currencies }) };
  }

  const place = (order: PlaceOrder, idempotencyKey?: string) =>
    stack().service.client.request('orders.place', {
      order,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      placedBy: { kind: 'customer' },
    });

  /** Places through the service's own command bus, not RabbitMQ: works while the broker is cut. */
  const placeInProcess = (order: PlaceOrder) =>
    stack()
      .service.app.get(CommandBus)
      .execute(new PlaceOrderCommand(order, { kind: 'customer' }));

  async function placed(order: PlaceOrder) {
    return (await place(order)).order;
  }

  const rowCount = async (where = 'true', params: unknown[] = []) =>
    Number(
      (await stack().sql.query(`SELECT count(*) AS n FROM orders.orders WHERE ${where}`, params))
        .rows[0].n,
    );

  const domainError = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a domain error');
      },
      (error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
        return {
          code: error.code,
          message: error.message,
          details: error.details,
          extra: error.extra,
        };
      },
    );

  return { currency, branchOf, orderOf, place, placeInProcess, placed, rowCount, domainError };
}
