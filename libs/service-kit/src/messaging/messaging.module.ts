import { Global, Injectable, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { QueueType } from '../config/queue-type-env';
import { LOGGER, SERVICE_NAME } from '../core/tokens';
import { HealthService } from '../health/health.service';
import { Metrics } from '../metrics/metrics';
import { AmqpClient } from './amqp-client';
import { AmqpConnection } from './amqp-connection';
import { AmqpServer } from './amqp-server';
import { EventPublisher } from './event-bus';
import { EventSubscriber } from './event-subscriber';
import { RpcClient, RpcServer } from './rpc';
import { BACKGROUND_DEFAULTS, BackgroundGate } from './rush';
import { MESSAGING_INSTRUMENTATION, NO_INSTRUMENTATION } from './instrumentation';
import type { MessagingInstrumentation } from './instrumentation';

/** Whatever the app provides as MESSAGING_INSTRUMENTATION (metrics, traces), or nothing. */
const INSTRUMENTATION = { token: MESSAGING_INSTRUMENTATION, optional: true };
type Seen = MessagingInstrumentation | undefined;

export interface MessagingOptions {
  url: string;
  namespace?: string;
  rpcTimeoutMs?: number;
  /** RPC_REPEAT_AFTER_MS: see RpcClient. */
  rpcRepeatAfterMs?: number;
  ephemeral?: boolean;
  queueType?: QueueType;
  /** How long background work may be held by a rush at most, then how long it runs (rush.ts). */
  background?: { maxPauseMs: number; runMs: number };
}

/**
 * On the app's bootstrap: the broker's health check, and the transport started when the app was
 * connected to it (`startTransport`), so its event queues are bound before the outbox relay (a
 * global module imported after this one) publishes, and before any service's own bootstrap hook.
 * When the app stops, closes everything in order: the transport (requests, then events; Nest
 * closes it first when it was connected), the request client, the publisher, the connection.
 */
@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly connection: AmqpConnection,
    private readonly server: AmqpServer,
    private readonly client: AmqpClient,
    private readonly publisher: EventPublisher,
    private readonly health: HealthService,
    private readonly gate: BackgroundGate,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.health.register('rabbitmq', () => this.connection.roundTrip());
    if (this.server.hasHandlers) await this.server.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server.close();
    await this.client.close();
    await this.publisher.close();
    await this.gate.close();
    await this.connection.close();
  }
}

/** Messaging options from the variables every service shares (`baseEnvShape`). */
export function messagingOptions(env: {
  AMQP_URL: string;
  AMQP_NAMESPACE: string;
  AMQP_EPHEMERAL: boolean;
  RPC_TIMEOUT_MS: number;
  RPC_REPEAT_AFTER_MS: number;
  RABBITMQ_QUEUE_TYPE: QueueType;
  BACKGROUND_MAX_PAUSE_MS: number;
  BACKGROUND_RUN_MS: number;
}): MessagingOptions {
  return {
    url: env.AMQP_URL,
    namespace: env.AMQP_NAMESPACE,
    ephemeral: env.AMQP_EPHEMERAL,
    rpcTimeoutMs: env.RPC_TIMEOUT_MS,
    rpcRepeatAfterMs: env.RPC_REPEAT_AFTER_MS,
    queueType: env.RABBITMQ_QUEUE_TYPE,
    background: { maxPauseMs: env.BACKGROUND_MAX_PAUSE_MS, runMs: env.BACKGROUND_RUN_MS },
  };
}

/**
 * RabbitMQ for a Nest app: events in and out, requests in and out. Its transport (AmqpServer)
 * serves the app's @RpcHandler and @EventHandler controller methods once `startTransport(app)` has
 * connected it; RpcClient (over AmqpClient, the transport's ClientProxy) sends requests.
 */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingOptions): DynamicModule {
    return {
      module: MessagingModule,
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
              queueType: options.queueType,
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
          provide: BackgroundGate,
          inject: [AmqpConnection, LOGGER],
          useFactory: (c: AmqpConnection, logger: Logger) =>
            new BackgroundGate(c, options.background ?? BACKGROUND_DEFAULTS, logger),
        },
        {
          provide: EventSubscriber,
          inject: [AmqpConnection, LOGGER, INSTRUMENTATION, BackgroundGate],
          useFactory: (c: AmqpConnection, logger: Logger, seen: Seen, gate: BackgroundGate) =>
            new EventSubscriber(c, logger, seen ?? NO_INSTRUMENTATION, gate),
        },
        {
          provide: RpcClient,
          inject: [AmqpConnection, INSTRUMENTATION],
          useFactory: (c: AmqpConnection, seen: Seen) =>
            new RpcClient(
              c,
              options.rpcTimeoutMs,
              seen ?? NO_INSTRUMENTATION,
              options.rpcRepeatAfterMs,
            ),
        },
        { provide: AmqpClient, inject: [RpcClient], useFactory: (rpc: RpcClient) => rpc.proxy },
        {
          provide: AmqpServer,
          inject: [
            AmqpConnection,
            SERVICE_NAME,
            LOGGER,
            INSTRUMENTATION,
            EventSubscriber,
            HealthService,
            Metrics,
          ],
          useFactory: (
            connection: AmqpConnection,
            service: string,
            logger: Logger,
            seen: Seen,
            subscriber: EventSubscriber,
            health: HealthService,
            metrics: Metrics,
          ) =>
            new AmqpServer({
              service,
              connection,
              rpc: new RpcServer(
                connection,
                service,
                logger,
                undefined,
                seen ?? NO_INSTRUMENTATION,
              ),
              subscriber,
              logger,
              health,
              metrics,
            }),
        },
        MessagingLifecycle,
      ],
      exports: [
        AmqpConnection,
        EventPublisher,
        EventSubscriber,
        RpcClient,
        AmqpClient,
        AmqpServer,
        BackgroundGate,
      ],
    };
  }
}
