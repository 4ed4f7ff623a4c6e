import amqplib from 'amqplib';
import type { OrderPlaced } from '@fx/contracts';
import { AmqpConnection, EventSubscriber, RpcServer, deadLetterQueueOf } from '@fx/service-kit';
import type { AmqpConnectionOptions } from '@fx/service-kit';
import type { Logger } from 'pino';
import { memoryLogger, testUrls, uniqueNamespace } from '@fx/service-kit/testing';

/** An order.placed event as the orders service publishes it. */
export const order: OrderPlaced = {
  order: {
    orderId: '6f1c1d1e-3b7a-4f55-9a7e-1a2b3c4d5e6f',
    orderNumber: '12345678',
    way: 'collect',
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+447700900123',
    },
    branch: {
      id: 'hsn',
      name: 'High Street North',
      address: '1 High Street North, London',
      phone: '020 0000 0000',
      openingHours: 'Mon-Sat 9:00-17:30',
    },
    lines: [{ currency: 'EUR', rate: '1.1339', gbp: '300.00', foreign: '340.17' }],
    totalGbp: '300.00',
    placedAt: new Date().toISOString(),
  },
};

/**
 * A broker namespace of each test's own on the real RabbitMQ (hooks registered here): connections
 * to it, a plain amqplib connection beside them, and what each test asked to be closed after it.
 */
export function useBroker() {
  const { logger } = memoryLogger();
  const connections: AmqpConnection[] = [];
  const broker = {
    namespace: '',
    raw: undefined as unknown as amqplib.ChannelModel,
    /** Run after the test, in order: for what the test started beside the connections. */
    closers: [] as (() => Promise<void>)[],
    connect: (url = testUrls.amqp, options: Partial<AmqpConnectionOptions> = {}) => {
      const connection = new AmqpConnection({
        url,
        name: 'test',
        namespace: broker.namespace,
        logger,
        ephemeral: true,
        reconnectSeconds: 0.2,
        heartbeatSeconds: 1,
        ...options,
      });
      connections.push(connection);
      return connection;
    },
    /** The bodies waiting in a queue's dead-letter queue, taken off it. */
    async readDeadLetters(queue: string): Promise<string[]> {
      const channel = await broker.raw.createChannel();
      const bodies: string[] = [];
      for (;;) {
        const message = await channel.get(deadLetterQueueOf(`${broker.namespace}${queue}`), {
          noAck: true,
        });
        if (!message) break;
        bodies.push(message.content.toString());
      }
      await channel.close();
      return bodies;
    },
  };

  beforeEach(async () => {
    broker.namespace = uniqueNamespace('messaging');
    broker.raw = await amqplib.connect(testUrls.amqp);
  });

  afterEach(async () => {
    await Promise.all(connections.splice(0).map((c) => c.close()));
    for (const close of broker.closers.splice(0)) await close();
    await broker.raw.close();
  });

  return broker;
}

/**
 * A service's side of a connection, for the broken-connection tests: order.placed events taken
 * from `queue` (their ids collected in the array returned) and rates.health answered.
 */
export async function consumeAndAnswer(
  connection: AmqpConnection,
  queue: string,
  logger: Logger,
): Promise<string[]> {
  const received: string[] = [];
  await new EventSubscriber(connection, logger).subscribe({
    queue,
    events: ['order.placed'],
    handler: (e) => void received.push(e.id),
  });
  const server = new RpcServer(connection, 'rates', logger);
  server.register('rates.health', () => ({
    service: 'rates',
    status: 'up',
    instance: queue,
    uptimeSeconds: 0,
    checks: {},
  }));
  await server.listen();
  return received;
}
