import {
  DomainError,
  EventPublisher,
  EventSubscriber,
  HealthService,
  RpcClient,
  RpcServer,
  ServiceUnavailableError,
  currentCorrelationId,
  runWithCorrelationId,
} from '@fx/service-kit';
import { TcpProxy, eventually, memoryLogger, testUrls } from '@fx/service-kit/testing';
import { consumeAndAnswer, order, useBroker } from './support/broker';

describe('messaging over the real RabbitMQ: request/reply and broken connections', () => {
  const { logger } = memoryLogger();
  const { connect, closers } = useBroker();

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

    it('turns a domain error into the same error on the caller side, code, details and extra kept', async () => {
      const connection = connect();
      const server = new RpcServer(connection, 'rates', logger);
      server.register('rates.currencies.list', () => {
        throw new DomainError(
          'NOT_FOUND',
          'No such currency',
          [{ field: 'code', message: 'unknown' }],
          { suggestions: ['EUR', 'USD'] },
        );
      });
      await server.listen();
      const failure = new RpcClient(connection).request('rates.currencies.list', {});
      await expect(failure).rejects.toBeInstanceOf(DomainError);
      await expect(failure).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'No such currency',
        details: [{ field: 'code', message: 'unknown' }],
        extra: { suggestions: ['EUR', 'USD'] },
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
      const received = await consumeAndAnswer(connection, 'resilient', logger);
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

    it('reports RabbitMQ down at once when the broker falls silent, before the heartbeats notice, and up again when it answers', async () => {
      const proxy = await TcpProxy.start(testUrls.amqp, 5672);
      closers.push(() => proxy.close());
      const connection = connect(proxy.urlFor(testUrls.amqp), { heartbeatSeconds: 30 });
      const health = new HealthService('rates');
      health.register('rabbitmq', () => connection.roundTrip());
      await eventually(() => connection.isConnected());
      await expect(health.report()).resolves.toMatchObject({ status: 'up' });

      proxy.silence();
      const report = await health.report();

      expect(connection.isConnected()).toBe(true);
      expect(report.status).toBe('down');
      expect(report.checks.rabbitmq).toMatchObject({
        status: 'down',
        error: 'no answer within 1500 ms',
      });
      proxy.speak();
      await eventually(async () => (await health.report()).status === 'up', 10_000);
    });

    it('reports RabbitMQ down while the network to it is cut', async () => {
      const proxy = await TcpProxy.start(testUrls.amqp, 5672);
      closers.push(() => proxy.close());
      const connection = connect(proxy.urlFor(testUrls.amqp));
      const health = new HealthService('rates');
      health.register('rabbitmq', () => connection.roundTrip());
      await eventually(() => connection.isConnected());

      proxy.cut();
      await eventually(() => !connection.isConnected());

      await expect(health.report()).resolves.toMatchObject({
        status: 'down',
        checks: { rabbitmq: { status: 'down', error: 'not connected' } },
      });
    });
  });
});
