import type amqplib from 'amqplib';
import type { EventEnvelope } from '@fx/contracts';
import {
  DomainError,
  EventPublisher,
  EventSubscriber,
  runWithCorrelationId,
} from '@fx/service-kit';
import { eventually, memoryLogger } from '@fx/service-kit/testing';
import { order, useBroker } from './support/broker';

describe('messaging over the real RabbitMQ: events', () => {
  const { logger } = memoryLogger();
  const broker = useBroker();
  const { connect, readDeadLetters } = broker;
  let namespace: string;
  let raw: amqplib.ChannelModel;

  beforeEach(() => {
    ({ namespace, raw } = broker);
  });

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

    it('unbinds the events an upgrade retired from a queue, so the broker stops routing them there', async () => {
      const seenByQueue: string[] = [];
      const seenElsewhere: EventEnvelope[] = [];
      // The earlier version: the queue bound to order.placed, and still consuming.
      await new EventSubscriber(connect(), logger).subscribe({
        queue: 'upgraded.orders',
        events: ['order.placed'],
        handler: (e) => void seenByQueue.push(`earlier ${e.type}`),
      });
      // The new version: the same queue, order.placed handled elsewhere now.
      await new EventSubscriber(connect(), logger).subscribe({
        queue: 'upgraded.orders',
        events: ['order.cancelled'],
        retired: ['order.placed'],
        handler: (e) => void seenByQueue.push(`new ${e.type}`),
      });
      await new EventSubscriber(connect(), logger).subscribe({
        queue: 'elsewhere.orders',
        events: ['order.placed'],
        handler: (e) => void seenElsewhere.push(e),
      });

      await new EventPublisher(connect()).publish('order.placed', order);

      await eventually(() => seenElsewhere.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seenByQueue).toEqual([]);
    });

    it('delivers an event kept as checked JSON (an outbox entry) in the same envelope as any other', async () => {
      const connection = connect();
      const seen: EventEnvelope[] = [];
      await new EventSubscriber(connection, logger).subscribe({
        queue: 'kept.orders',
        events: ['order.placed'],
        handler: (e) => void seen.push(e),
      });
      const occurredAt = new Date('2026-11-24T10:00:00.000Z');
      await new EventPublisher(connection).publishChecked('order.placed', JSON.stringify(order), {
        id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        occurredAt,
        correlationId: 'corr-kept',
      });

      await eventually(() => seen.length === 1);
      expect(seen[0]).toEqual({
        id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        type: 'order.placed',
        version: 1,
        occurredAt: occurredAt.toISOString(),
        correlationId: 'corr-kept',
        payload: order,
      });
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
});
