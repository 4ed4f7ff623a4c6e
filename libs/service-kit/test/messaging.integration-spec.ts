import amqplib from 'amqplib';
import type { EventEnvelope, OrderPlaced } from '@fx/contracts';
import {
  AmqpConnection,
  DomainError,
  EventPublisher,
  EventSubscriber,
  RpcClient,
  RpcServer,
  ServiceUnavailableError,
  currentCorrelationId,
  deadLetterQueueOf,
  runWithCorrelationId,
} from '@fx/service-kit';
import {
  TcpProxy,
  eventually,
  memoryLogger,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';

const order: OrderPlaced = {
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

describe('messaging over the real RabbitMQ', () => {
  const { logger } = memoryLogger();
  const connections: AmqpConnection[] = [];
  const closers: (() => Promise<void>)[] = [];
  let namespace: string;
  let raw: amqplib.ChannelModel;

  const connect = (url = testUrls.amqp) => {
    const connection = new AmqpConnection({
      url,
      name: 'test',
      namespace,
      logger,
      ephemeral: true,
      reconnectSeconds: 0.2,
      heartbeatSeconds: 1,
    });
    connections.push(connection);
    return connection;
  };

  beforeEach(async () => {
    namespace = uniqueNamespace('messaging');
    raw = await amqplib.connect(testUrls.amqp);
  });

  afterEach(async () => {
    await Promise.all(connections.splice(0).map((c) => c.close()));
    for (const close of closers.splice(0)) await close();
    await raw.close();
  });

  async function readDeadLetters(queue: string): Promise<string[]> {
    const channel = await raw.createChannel();
    const bodies: string[] = [];
    for (;;) {
      const message = await channel.get(deadLetterQueueOf(`${namespace}${queue}`), { noAck: true });
      if (!message) break;
      bodies.push(message.content.toString());
    }
    await channel.close();
    return bodies;
  }

  describe('events', () => {
    it('delivers a published event to every queue bound to it, in a validated envelope', async () => {
      const connection = connect();
      const subscriber = new EventSubscriber(connection, logger);
      const seenByA: EventEnvelope[] = [];
      const seenByB: EventEnvelope[] = [];
      await subscriber.subscribe({
        queue: 'a.orders',
        events: ['order.placed'],
        handler: (e) => void seenByA.push(e),
      });
      await subscriber.subscribe({
        queue: 'b.orders',
        events: ['order.*' as 'order.placed'],
        handler: (e) => void seenByB.push(e),
      });
      const publisher = new EventPublisher(connection);

      const sent = await runWithCorrelationId('corr-123', () =>
        publisher.publish('order.placed', order),
      );

      await eventually(() => seenByA.length === 1 && seenByB.length === 1);
      expect(seenByA[0]).toEqual(sent);
      expect(seenByB[0]).toMatchObject({
        id: sent.id,
        type: 'order.placed',
        version: 1,
        correlationId: 'corr-123',
      });
      expect(seenByA[0]?.payload).toEqual(order);
    });

    it('refuses to publish a payload that does not match its schema', async () => {
      const publisher = new EventPublisher(connect());
      const bad = { order: { ...order.order, orderNumber: 'ABC' } };
      await expect(publisher.publish('order.placed', bad)).rejects.toThrow(/orderNumber/);
    });

    it('retries an event whose handler failed, and acts on it once it succeeds', async () => {
      const connection = connect();
      const attempts: number[] = [];
      await new EventSubscriber(connection, logger).subscribe({
        queue: 'retrying',
        events: ['order.placed'],
        retryDelayMs: 100,
        handler: (_event, { attempt }) => {
          attempts.push(attempt);
          if (attempt < 3) throw new Error('database briefly unreachable');
        },
      });
      await new EventPublisher(connection).publish('order.placed', order);

      await eventually(() => attempts.length === 3);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(attempts).toEqual([1, 2, 3]);
      expect(await readDeadLetters('retrying')).toEqual([]);
    });

    it('parks an event in the dead-letter queue after its last attempt', async () => {
      const connection = connect();
      let calls = 0;
      await new EventSubscriber(connection, logger).subscribe({
        queue: 'failing',
        events: ['order.placed'],
        retryDelayMs: 50,
        maxAttempts: 2,
        handler: () => {
          calls += 1;
          throw new Error('always broken');
        },
      });
      const sent = await new EventPublisher(connection).publish('order.placed', order);

      const parked = await eventually(async () => {
        const bodies = await readDeadLetters('failing');
        return bodies.length > 0 ? bodies : undefined;
      });
      expect(calls).toBe(2);
      expect(JSON.parse(parked[0] ?? '{}')).toMatchObject({ id: sent.id });
    });

    it('acks an event the handler rejects with a domain error, without retrying it', async () => {
      const connection = connect();
      let calls = 0;
      await new EventSubscriber(connection, logger).subscribe({
        queue: 'domain',
        events: ['order.placed'],
        retryDelayMs: 50,
        handler: () => {
          calls += 1;
          throw new DomainError('CONFLICT', 'already handled');
        },
      });
      await new EventPublisher(connection).publish('order.placed', order);
      await eventually(() => calls === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toBe(1);
      expect(await readDeadLetters('domain')).toEqual([]);
    });

    it('dead-letters a message that is not a valid event without calling the handler', async () => {
      const connection = connect();
      let calls = 0;
      await new EventSubscriber(connection, logger).subscribe({
        queue: 'poison',
        events: ['order.placed'],
        handler: () => void (calls += 1),
      });
      const channel = await raw.createConfirmChannel();
      channel.publish(`${namespace}fx.events`, 'order.placed', Buffer.from('{"not":"an event"}'));
      await channel.waitForConfirms();
      await channel.close();

      const parked = await eventually(async () => {
        const bodies = await readDeadLetters('poison');
        return bodies.length > 0 ? bodies : undefined;
      });
      expect(parked).toEqual(['{"not":"an event"}']);
      expect(calls).toBe(0);
    });
  });

  describe('request/reply', () => {
    it('answers a request and carries the correlation id to the handler', async () => {
      const connection = connect();
      const server = new RpcServer(connection, 'rates', logger);
      let seenCorrelation: string | undefined;
      server.register('rates.health', () => {
        seenCorrelation = currentCorrelationId();
        return { service: 'rates', status: 'up', instance: 'x', uptimeSeconds: 1, checks: {} };
      });
      await server.listen();
      const client = new RpcClient(connection, 2000);

      const answer = await runWithCorrelationId('corr-rpc', () =>
        client.request('rates.health', {}),
      );

      expect(answer).toMatchObject({ service: 'rates', status: 'up' });
      expect(seenCorrelation).toBe('corr-rpc');
    });

    it('turns a domain error into the same error on the caller side, code and details kept', async () => {
      const connection = connect();
      const server = new RpcServer(connection, 'rates', logger);
      server.register('rates.currencies.list', () => {
        throw new DomainError('NOT_FOUND', 'No such currency', [
          { field: 'code', message: 'unknown' },
        ]);
      });
      await server.listen();
      const failure = new RpcClient(connection).request('rates.currencies.list', {});
      await expect(failure).rejects.toBeInstanceOf(DomainError);
      await expect(failure).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'No such currency',
        details: [{ field: 'code', message: 'unknown' }],
      });
    });

    it('refuses a request that does not match its schema, naming the field', async () => {
      const connection = connect();
      const server = new RpcServer(connection, 'rates', logger);
      let called = false;
      server.register('rates.currencies.list', () => (called = true));
      await server.listen();
      const client = new RpcClient(connection);
      await expect(
        client.request('rates.currencies.list', { extra: 1 } as never),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(called).toBe(false);
    });

    it('reports a service that does not answer as unavailable within the timeout', async () => {
      const client = new RpcClient(connect(), 500);
      const started = Date.now();
      await expect(client.request('orders.health', {})).rejects.toBeInstanceOf(
        ServiceUnavailableError,
      );
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('shares the requests of one service between its running instances', async () => {
      const answeredBy = new Set<string>();
      for (const instance of ['one', 'two']) {
        const server = new RpcServer(connect(), 'rates', logger, 1);
        server.register('rates.health', async () => {
          answeredBy.add(instance);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { service: 'rates', status: 'up', instance, uptimeSeconds: 0, checks: {} };
        });
        await server.listen();
      }
      const client = new RpcClient(connect());
      await Promise.all(Array.from({ length: 20 }, () => client.request('rates.health', {})));
      expect([...answeredBy].sort()).toEqual(['one', 'two']);
    });
  });

  describe('a broken connection', () => {
    it('reconnects after the network to the broker is cut and restored, and consumes and answers again', async () => {
      const proxy = await TcpProxy.start(testUrls.amqp, 5672);
      closers.push(() => proxy.close());
      const connection = connect(proxy.urlFor(testUrls.amqp));
      const received: string[] = [];
      await new EventSubscriber(connection, logger).subscribe({
        queue: 'resilient',
        events: ['order.placed'],
        handler: (e) => void received.push(e.id),
      });
      const server = new RpcServer(connection, 'rates', logger);
      server.register('rates.health', () => ({
        service: 'rates',
        status: 'up',
        instance: 'p',
        uptimeSeconds: 0,
        checks: {},
      }));
      await server.listen();
      const direct = connect();
      const publisher = new EventPublisher(direct);
      const client = new RpcClient(direct, 1000);

      proxy.cut();
      await eventually(() => !connection.isConnected());
      const whileDown = await publisher.publish('order.placed', order);
      await expect(client.request('rates.health', {})).rejects.toBeInstanceOf(
        ServiceUnavailableError,
      );

      proxy.restore();
      await eventually(() => connection.isConnected(), 10_000);
      await eventually(() => received.includes(whileDown.id), 10_000);
      await expect(client.request('rates.health', {})).resolves.toMatchObject({ status: 'up' });
    });

    it('holds a publish made while the broker is unreachable and confirms it once it is back', async () => {
      const proxy = await TcpProxy.start(testUrls.amqp, 5672);
      closers.push(() => proxy.close());
      const listener = connect();
      const received: string[] = [];
      await new EventSubscriber(listener, logger).subscribe({
        queue: 'late',
        events: ['order.placed'],
        handler: (e) => void received.push(e.id),
      });
      const connection = connect(proxy.urlFor(testUrls.amqp));
      const publisher = new EventPublisher(connection);
      await publisher.publish('order.placed', order);
      await eventually(() => received.length === 1);

      proxy.cut();
      await eventually(() => !connection.isConnected());
      const pending = publisher.publish('order.placed', order);
      await new Promise((resolve) => setTimeout(resolve, 300));
      proxy.restore();
      const sent = await pending;
      await eventually(() => received.includes(sent.id), 10_000);
    });
  });
});
