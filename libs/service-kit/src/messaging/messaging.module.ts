import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Logger } from 'pino';
import type { EventEnvelope, EventType, RpcName } from '@fx/contracts';
import { LOGGER, SERVICE_NAME } from '../core/tokens';
import { HealthService } from '../health/health.service';
import { Metrics } from '../metrics/metrics';
import { registerQueueGauges } from '../metrics/queue-metrics';
import { AmqpConnection } from './amqp-connection';
import { EVENT_HANDLER_METADATA, RPC_HANDLER_METADATA } from './decorators';
import type { EventHandlerMetadata } from './decorators';
import { EventPublisher } from './event-bus';
import { EventSubscriber, deadLetterQueueOf, retryQueueOf } from './event-subscriber';
import type { EventContext, EventHandlerFn } from './event-subscriber';
import { RpcClient, RpcServer, requestQueueOf } from './rpc';
import { MESSAGING_INSTRUMENTATION, NO_INSTRUMENTATION } from './instrumentation';
import type { MessagingInstrumentation } from './instrumentation';

/** Whatever the app provides as MESSAGING_INSTRUMENTATION (metrics, traces), or nothing. */
const INSTRUMENTATION = { token: MESSAGING_INSTRUMENTATION, optional: true };
type Seen = MessagingInstrumentation | undefined;

export interface MessagingOptions {
  url: string;
  namespace?: string;
  rpcTimeoutMs?: number;
  ephemeral?: boolean;
}

/**
 * Finds the @RpcHandler and @EventHandler methods of every provider once the app has started,
 * starts answering and consuming, and closes everything in order when the app stops.
 */
@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly connection: AmqpConnection,
    private readonly server: RpcServer,
    private readonly subscriber: EventSubscriber,
    private readonly client: RpcClient,
    private readonly publisher: EventPublisher,
    private readonly health: HealthService,
    private readonly metrics: Metrics,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.health.register('rabbitmq', () => {
      if (!this.connection.isConnected()) throw new Error('not connected');
    });
    const queues = new Map<
      string,
      { options: EventHandlerMetadata; handlers: Map<EventType, EventHandlerFn> }
    >();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || wrapper.isNotMetatype) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const rpcName = this.reflector.get<RpcName | undefined>(RPC_HANDLER_METADATA, fn);
        if (rpcName)
          this.server.register(rpcName, (payload) =>
            (fn as (p: unknown) => unknown).call(instance, payload),
          );
        const event = this.reflector.get<EventHandlerMetadata | undefined>(
          EVENT_HANDLER_METADATA,
          fn,
        );
        if (event) {
          const handler = (envelope: EventEnvelope, context: EventContext) =>
            (fn as EventHandlerFn).call(instance, envelope, context);
          addHandler(queues, event, handler);
        }
      }
    }
    const subscriptions = [...queues.values()].map(({ options, handlers }) =>
      this.subscriber.subscribe({
        queue: options.queue,
        prefetch: options.prefetch,
        maxAttempts: options.maxAttempts,
        retryDelayMs: options.retryDelayMs,
        events: [...handlers.keys()],
        // Bound only to the events it handles, the queue delivers nothing else.
        handler: async (envelope, context) => {
          await handlers.get(envelope.type)?.(envelope, context);
        },
      }),
    );
    if (this.service !== 'gateway') {
      this.server.register(`${this.service}.health` as RpcName, () => this.health.report());
    }
    // Event queues are bound before the service answers requests: once its health request is
    // answered, no event published from then on can miss it.
    await Promise.all(subscriptions);
    if (this.server.registered.length > 0) await this.server.listen();
    const consumed = [...queues.keys()];
    registerQueueGauges(
      this.metrics,
      this.connection,
      {
        queues: [
          ...(this.server.registered.length > 0 ? [requestQueueOf(this.service)] : []),
          ...consumed.flatMap((queue) => [queue, retryQueueOf(queue)]),
        ],
        deadLetters: consumed.map(deadLetterQueueOf),
      },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server.close();
    await this.subscriber.close();
    await this.client.close();
    await this.publisher.close();
    await this.connection.close();
  }
}

/**
 * Adds one @EventHandler to its queue. Handlers sharing a queue must agree on how it is consumed,
 * and one event has one handler per queue.
 */
function addHandler(
  queues: Map<string, { options: EventHandlerMetadata; handlers: Map<EventType, EventHandlerFn> }>,
  metadata: EventHandlerMetadata,
  handler: EventHandlerFn,
): void {
  const { event, ...queue } = metadata;
  const entry = queues.get(queue.queue) ?? { options: metadata, handlers: new Map() };
  const same = (['prefetch', 'maxAttempts', 'retryDelayMs'] as const).every(
    (key) => entry.options[key] === queue[key],
  );
  if (!same) throw new Error(`The handlers on queue ${queue.queue} disagree on how it is consumed`);
  if (entry.handlers.has(event))
    throw new Error(`Two handlers for ${event} on queue ${queue.queue}: one method per event`);
  entry.handlers.set(event, handler);
  queues.set(queue.queue, entry);
}

/** Messaging options from the variables every service shares (`baseEnvShape`). */
export function messagingOptions(env: {
  AMQP_URL: string;
  AMQP_NAMESPACE: string;
  AMQP_EPHEMERAL: boolean;
  RPC_TIMEOUT_MS: number;
}): MessagingOptions {
  return {
    url: env.AMQP_URL,
    namespace: env.AMQP_NAMESPACE,
    ephemeral: env.AMQP_EPHEMERAL,
    rpcTimeoutMs: env.RPC_TIMEOUT_MS,
  };
}

/** RabbitMQ for a Nest app: events in and out, requests in and out. */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingOptions): DynamicModule {
    return {
      module: MessagingModule,
      imports: [DiscoveryModule],
      providers: [
        {
          provide: AmqpConnection,
          inject: [LOGGER, SERVICE_NAME],
          useFactory: (logger: Logger, service: string) =>
            new AmqpConnection({
              url: options.url,
              name: service,
              namespace: options.namespace,
              ephemeral: options.ephemeral,
              logger,
            }),
        },
        {
          provide: EventPublisher,
          inject: [AmqpConnection, INSTRUMENTATION],
          useFactory: (c: AmqpConnection, seen: Seen) =>
            new EventPublisher(c, {}, seen ?? NO_INSTRUMENTATION),
        },
        {
          provide: EventSubscriber,
          inject: [AmqpConnection, LOGGER, INSTRUMENTATION],
          useFactory: (c: AmqpConnection, logger: Logger, seen: Seen) =>
            new EventSubscriber(c, logger, seen ?? NO_INSTRUMENTATION),
        },
        {
          provide: RpcClient,
          inject: [AmqpConnection, INSTRUMENTATION],
          useFactory: (c: AmqpConnection, seen: Seen) =>
            new RpcClient(c, options.rpcTimeoutMs, seen ?? NO_INSTRUMENTATION),
        },
        {
          provide: RpcServer,
          inject: [AmqpConnection, SERVICE_NAME, LOGGER, INSTRUMENTATION],
          useFactory: (c: AmqpConnection, service: string, logger: Logger, seen: Seen) =>
            new RpcServer(c, service, logger, undefined, seen ?? NO_INSTRUMENTATION),
        },
        MessagingLifecycle,
      ],
      exports: [AmqpConnection, EventPublisher, EventSubscriber, RpcClient],
    };
  }
}
