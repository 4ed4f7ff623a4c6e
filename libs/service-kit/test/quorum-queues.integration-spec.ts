import {
  EventPublisher,
  EventSubscriber,
  QueueTypeMismatchError,
  RpcClient,
  RpcServer,
} from '@fx/service-kit';
import type { AmqpConnection } from '@fx/service-kit';
import type { EventEnvelope } from '@fx/contracts';
import {
  consumerQueueArguments,
  deleteQueues,
  eventually,
  memoryLogger,
  queueTypeOf,
} from '@fx/service-kit/testing';
import { order, useBroker } from './support/broker';

const RUNBOOK = 'docs/operations.md, "Moving to quorum queues"';

/** RABBITMQ_QUEUE_TYPE=quorum: what the services declare, and that messages flow as before. */
describe('quorum queues on the real RabbitMQ', () => {
  const { logger } = memoryLogger();
  const broker = useBroker();
  const declared: string[] = [];

  // After the test's connections close, before the broker's own: the queues it declared go.
  beforeEach(() => {
    broker.closers.push(() => deleteQueues(broker.raw, [...new Set(declared.splice(0))]));
  });

  const quorum = () => broker.connect(undefined, { queueType: 'quorum' });
  const named = (queue: string) => `${broker.namespace}${queue}`;

  /** An event consumer on `queue` (its queues noted for deletion after the test). */
  async function consume(
    connection: AmqpConnection,
    queue: string,
    handler: (event: EventEnvelope, attempt: number) => void,
    retryDelayMs = 100,
  ) {
    declared.push(...Object.keys(consumerQueueArguments(named(queue), retryDelayMs)));
    await new EventSubscriber(connection, logger).subscribe({
      queue,
      events: ['order.placed'],
      retryDelayMs,
      maxAttempts: 2,
      handler: (event, { attempt }) => handler(event, attempt),
    });
  }

  /** The rates service's side of request/reply: it answers rates.health. */
  async function answerHealth(connection: AmqpConnection) {
    declared.push(named('rates.requests'));
    const server = new RpcServer(connection, 'rates', logger);
    server.register('rates.health', () => ({
      service: 'rates',
      status: 'up',
      instance: 'quorum',
      uptimeSeconds: 1,
      checks: {},
    }));
    await server.listen();
    return server;
  }

  const typesOf = async (queues: Record<string, Record<string, unknown>>) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(queues).map(
          async ([queue, args]) => [queue, await queueTypeOf(broker.raw, queue, args)] as const,
        ),
      ),
    );

  it('declares the request queue, each consumer queue, its retry and dead-letter queues as quorum queues', async () => {
    const connection = quorum();
    await answerHealth(connection);
    await consume(connection, 'q.orders', () => undefined);

    const types = await typesOf({
      [named('rates.requests')]: { 'x-expires': 60_000 },
      ...consumerQueueArguments(named('q.orders'), 100),
    });
    expect(types).toEqual({
      [named('rates.requests')]: 'quorum',
      [named('q.orders')]: 'quorum',
      [named('q.orders.retry')]: 'quorum',
      [named('q.orders.dlq')]: 'quorum',
    });
  });

  it('declares classic queues, as before, when no type is set', async () => {
    const connection = broker.connect();
    await answerHealth(connection);
    await consume(connection, 'c.orders', () => undefined);

    const types = await typesOf({
      [named('rates.requests')]: { 'x-expires': 60_000 },
      ...consumerQueueArguments(named('c.orders'), 100),
    });
    expect(new Set(Object.values(types))).toEqual(new Set(['classic']));
  });

  it('answers a request and delivers an event through quorum queues', async () => {
    const connection = quorum();
    await answerHealth(connection);
    const seen: EventEnvelope[] = [];
    await consume(connection, 'q.delivered', (event) => void seen.push(event));

    const answer = await new RpcClient(connection, 3000).request('rates.health', {});
    const sent = await new EventPublisher(connection).publish('order.placed', order);

    expect(answer).toMatchObject({ service: 'rates', status: 'up', instance: 'quorum' });
    await eventually(() => seen.length === 1);
    expect(seen[0]).toEqual(sent);
  });

  it('retries a failing event after its delay, then parks it in its dead-letter queue', async () => {
    const connection = quorum();
    const attempts: number[] = [];
    await consume(connection, 'q.failing', (_event, attempt) => {
      attempts.push(attempt);
      throw new Error('database briefly unreachable');
    });

    const sent = await new EventPublisher(connection).publish('order.placed', order);

    const parked = await eventually(async () => {
      const bodies = await broker.readDeadLetters('q.failing');
      return bodies.length > 0 ? bodies : undefined;
    });
    expect(attempts).toEqual([1, 2]);
    expect(parked.map((body) => (JSON.parse(body) as EventEnvelope).id)).toEqual([sent.id]);
  });

  it("keeps a process's own exclusive queue classic (quorum queues cannot be exclusive), and delivers to it", async () => {
    const connection = quorum();
    const seen: string[] = [];
    await new EventSubscriber(connection, logger).subscribe({
      queue: 'q.own-cache',
      events: ['order.placed'],
      exclusive: true,
      handler: (event) => void seen.push(event.id),
    });

    const sent = await new EventPublisher(connection).publish('order.placed', order);

    await eventually(() => seen.length === 1);
    expect(seen).toEqual([sent.id]);
  });

  describe('over the classic queues of an existing installation', () => {
    it('refuses to answer requests, naming the queue, its type and the runbook', async () => {
      await answerHealth(broker.connect());

      const refusal = new RpcServer(quorum(), 'rates', logger).listen();

      await expect(refusal).rejects.toBeInstanceOf(QueueTypeMismatchError);
      await expect(refusal).rejects.toThrow(
        `RabbitMQ already has the queue "${named('rates.requests')}" as a classic queue, and RABBITMQ_QUEUE_TYPE=quorum declares it as a quorum queue (PRECONDITION_FAILED)`,
      );
      await expect(refusal).rejects.toThrow(RUNBOOK);
    });

    it('refuses to consume events, naming the queue, and leaves the classic queue as it was', async () => {
      await consume(broker.connect(), 'old.orders', () => undefined);

      const refusal = consume(quorum(), 'old.orders', () => undefined);

      await expect(refusal).rejects.toThrow(
        `RabbitMQ already has the queue "${named('old.orders.dlq')}" as a classic queue`,
      );
      await expect(refusal).rejects.toThrow(RUNBOOK);
      expect(await queueTypeOf(broker.raw, named('old.orders.dlq'))).toBe('classic');
    });
  });
});
