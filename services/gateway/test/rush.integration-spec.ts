import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { AmqpConnection, BackgroundGate } from '@fx/service-kit';
import { eventually, memoryLogger, testUrls, uniqueNamespace } from '@fx/service-kit/testing';
import { registerRushSignal } from '../src/http/rush';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The gateway's count of customers waiting, over the real RabbitMQ: orders still unanswered make
 * a rush; reads, such as the staff's event stream (open for as long as a dashboard is), do not.
 */
describe('the gateway says when customers wait', () => {
  const { logger } = memoryLogger();
  const connections: AmqpConnection[] = [];
  let fastify: FastifyInstance;
  let gate: BackgroundGate;
  let base: string;
  const unanswered: (() => void)[] = [];

  beforeAll(async () => {
    const namespace = uniqueNamespace('rush');
    const connect = () => {
      const connection = new AmqpConnection({
        url: testUrls.amqp,
        name: 'rush',
        namespace,
        logger,
      });
      connections.push(connection);
      return connection;
    };
    gate = new BackgroundGate(connect(), { maxPauseMs: 60_000, runMs: 1000 }, logger);
    await gate.listen();
    fastify = Fastify();
    registerRushSignal(fastify, connect(), {
      inFlight: 3,
      rate: 0,
      holdMs: 500,
    });
    // Both answer only when the test lets them (a stream keeps going meanwhile).
    const held = (stream: boolean) => async () => {
      await new Promise<void>((resolve) => unanswered.push(resolve));
      return stream ? 'event: heartbeat\n\n' : { ok: true };
    };
    fastify.get('/api/v1/admin/events', held(true));
    fastify.post('/api/v1/orders/slow', held(false));
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    for (const answer of unanswered.splice(0)) answer();
    await eventually(() => gate.open(), 3000);
  });

  afterAll(async () => {
    await fastify.close();
    await gate.close();
    await Promise.all(connections.map((connection) => connection.close()));
  });

  const open = (path: string, count: number, method = 'GET') =>
    Array.from({ length: count }, () =>
      fetch(`${base}${path}`, { method }).then((answer) => answer.text()),
    );

  it('holds background work while three requests wait, and lets it go once they are answered', async () => {
    const answers = open('/api/v1/orders/slow', 3, 'POST');
    await eventually(() => !gate.open(), 3000);
    for (const answer of unanswered.splice(0)) answer();
    await Promise.all(answers);
    await eventually(() => gate.open(), 3000);
  });

  it('does not count reads, the staff event streams among them: five open say nothing', async () => {
    const streams = open('/api/v1/admin/events', 5);
    const slow = open('/api/v1/orders/slow', 2, 'POST');
    await eventually(() => unanswered.length === 7);
    await sleep(300);
    expect(gate.open()).toBe(true);
    for (const answer of unanswered.splice(0)) answer();
    await Promise.all([...streams, ...slow]);
  });
});
