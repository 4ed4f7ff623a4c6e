import { Controller } from '@nestjs/common';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { EventEnvelope } from '@fx/contracts';
import {
  CoreModule,
  DomainError,
  EventHandler,
  EventPublisher,
  MessagingModule,
  RpcClient,
  RpcHandler,
  startTransport,
} from '@fx/service-kit';
import {
  TcpProxy,
  eventually,
  memoryLogger,
  sampleValue,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import { order } from './support/broker';

/** A service's handlers: one request that fails, one event queue whose handler can fail. */
@Controller()
class Handlers {
  @RpcHandler('rates.currencies.list')
  list(): never {
    throw new DomainError('NOT_FOUND', 'No currencies here');
  }

  @EventHandler('order.placed', { queue: 'metered.orders', maxAttempts: 1 })
  placed(event: EventEnvelope<'order.placed'>): void {
    if (event.payload.order.orderNumber === '99999999') throw new Error('the disk is full');
  }
}

function serviceModule(namespace: string, amqpUrl = testUrls.amqp): DynamicModule {
  return {
    module: class MeteredService {},
    imports: [
      CoreModule.forRoot({ service: 'rates', logger: memoryLogger().logger }),
      MessagingModule.forRoot({ url: amqpUrl, namespace, ephemeral: true, rpcTimeoutMs: 3000 }),
    ],
    controllers: [Handlers],
  };
}

/** Starts the service on a port of its own, as its health port; returns how to scrape it. */
async function start(module: DynamicModule) {
  const app: INestApplication = await NestFactory.create(module, new FastifyAdapter(), {
    logger: false,
  });
  await startTransport(app);
  await app.listen(0, '127.0.0.1');
  const url = `${await app.getUrl()}/metrics`;
  const scrape = async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return response.text();
  };
  return { app, scrape };
}

describe('metrics of the message bus, scraped from a service on the real RabbitMQ', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it('counts requests by outcome on both sides, events published, and each delivery by how it ended', async () => {
    const namespace = uniqueNamespace('metrics');
    const { app, scrape } = await start(serviceModule(namespace));
    closers.push(() => app.close());
    const client = app.get(RpcClient);
    const publisher = app.get(EventPublisher);

    await client.request('rates.health', {});
    await expect(client.request('rates.currencies.list', {})).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(client.request('orders.health', {}, { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    await publisher.publish('order.placed', order);
    await publisher.publish('order.placed', {
      order: { ...order.order, orderNumber: '99999999' },
    });

    const handled = (outcome: string, text: string) =>
      sampleValue(text, 'fx_event_handling_duration_seconds_count', {
        queue: 'metered.orders',
        event: 'order.placed',
        outcome,
      });
    const text = await eventually(async () => {
      const now = await scrape();
      const parked = sampleValue(now, 'fx_dead_letters', { queue: 'metered.orders.dlq' });
      return handled('handled', now) === 1 && handled('dead_lettered', now) === 1 && parked === 1
        ? now
        : undefined;
    });

    const client_ = (request: string, outcome: string) =>
      sampleValue(text, 'fx_rpc_client_duration_seconds_count', { request, outcome });
    const server = (request: string, outcome: string) =>
      sampleValue(text, 'fx_rpc_server_duration_seconds_count', { request, outcome });
    expect(client_('rates.health', 'ok')).toBe(1);
    expect(server('rates.health', 'ok')).toBe(1);
    expect(client_('rates.currencies.list', 'not_found')).toBe(1);
    expect(server('rates.currencies.list', 'not_found')).toBe(1);
    expect(server('rates.currencies.list', 'ok')).toBe(0);
    expect(client_('orders.health', 'unavailable')).toBe(1);
    expect(
      sampleValue(text, 'fx_events_published_total', { event: 'order.placed', outcome: 'ok' }),
    ).toBe(2);
    expect(sampleValue(text, 'fx_event_handling_duration_seconds_count', {})).toBe(2);
    // Every series carries the service's name.
    expect(sampleValue(text, 'fx_rpc_server_duration_seconds_count', { service: 'rates' })).toBe(2);
    // The service's own queues, named without the namespace, are all there and empty.
    for (const queue of ['rates.requests', 'metered.orders', 'metered.orders.retry'])
      expect(text).toContain(`fx_queue_messages{queue="${queue}",service="rates"} 0`);
  });

  it('still answers a scrape while the broker is unreachable, without the queue figures', async () => {
    const proxy = await TcpProxy.start(testUrls.amqp, 5672);
    closers.push(() => proxy.close());
    const namespace = uniqueNamespace('metrics');
    const { app, scrape } = await start(serviceModule(namespace, proxy.urlFor(testUrls.amqp)));
    closers.push(() => app.close());
    expect(await scrape()).toContain('fx_queue_messages{queue="rates.requests"');

    proxy.cut();
    const text = await scrape();

    expect(text).not.toContain('fx_queue_messages{');
    expect(text).not.toContain('fx_dead_letters{');
    expect(text).toContain('process_cpu_seconds_total');
    proxy.restore();
  });
});
