import { Server } from '@nestjs/microservices';
import type { CustomTransportStrategy, MessageHandler } from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import type { Logger } from 'pino';
import type { EventEnvelope, EventType, RpcName } from '@fx/contracts';
import type { HealthService } from '../health/health.service';
import type { Metrics } from '../metrics/metrics';
import { registerQueueGauges } from '../metrics/queue-metrics';
import { requestQueueOf } from './amqp-client';
import type { AmqpConnection } from './amqp-connection';
import type { AmqpContext } from './amqp-context';
import type { EventQueue } from './decorators';
import { deadLetterQueueOf, retryQueueOf } from './event-subscriber';
import type { EventSubscriber } from './event-subscriber';
import type { RpcServer } from './rpc';

export interface AmqpServerOptions {
  /** The service's name: its request queue is `<service>.requests`. */
  service: string;
  connection: AmqpConnection;
  /** Answers the request queue (validation, error replies, metrics and traces). */
  rpc: RpcServer;
  /** Consumes the event queues (acks, retries, dead letters, metrics and traces). */
  subscriber: EventSubscriber;
  health: HealthService;
  metrics: Metrics;
  logger: Logger;
}

interface QueueHandlers {
  queue: EventQueue;
  handlers: Map<EventType, MessageHandler>;
}

const SETTLED = { defaultValue: undefined };

/** What Nest's handler gave back (a value, or an Observable when interceptors or filters ran). */
function settled(out: unknown): unknown {
  return isObservable(out) ? lastValueFrom(out, SETTLED) : out;
}

/** The connection events `on()` reports. */
export interface AmqpServerEvents {
  [event: string]: () => void;
  connect: () => void;
  disconnect: () => void;
}

/**
 * The service's RabbitMQ transport as a Nest microservice strategy. Nest registers every
 * `@MessagePattern` and `@EventPattern` of the app's controllers (behind `@RpcHandler` and
 * `@EventHandler`) wrapped in their guards, pipes, interceptors and exception filters; this serves
 * them: requests from the service's durable request queue (competing consumers), events from each
 * consumer queue named in the patterns' extras (retries, then dead letters). Event queues are bound
 * before the request queue is answered, so once a service answers its health request, no event
 * published from then on can miss it.
 */
export class AmqpServer extends Server<AmqpServerEvents> implements CustomTransportStrategy {
  private readonly queues = new Map<string, QueueHandlers>();
  private starting?: Promise<void>;
  private closing?: Promise<void>;

  constructor(private readonly options: AmqpServerOptions) {
    super();
  }

  /**
   * Keeps each event handler apart (Nest would chain the handlers of one event, on whatever
   * queue): one handler per event per queue, and the handlers of a queue agree on how it is read.
   */
  override addHandler(
    pattern: unknown,
    callback: MessageHandler,
    isEventHandler = false,
    extras: Record<string, unknown> = {},
  ): void {
    if (!isEventHandler) return super.addHandler(pattern, callback, false, extras);
    const event = pattern as EventType;
    const queue = extras as Partial<EventQueue>;
    if (typeof queue.queue !== 'string')
      throw new Error(`The handler of ${event} names no queue: use @EventHandler(event, queue)`);
    callback.isEventHandler = true;
    callback.extras = extras;
    const entry = this.queues.get(queue.queue) ?? {
      queue: queue as EventQueue,
      handlers: new Map<EventType, MessageHandler>(),
    };
    const same = (
      ['prefetch', 'maxAttempts', 'retryDelayMs', 'retired', 'background'] as const
    ).every((key) => entry.queue[key] === queue[key]);
    if (!same)
      throw new Error(`The handlers on queue ${queue.queue} disagree on how it is consumed`);
    if (entry.handlers.has(event))
      throw new Error(`Two handlers for ${event} on queue ${queue.queue}: one method per event`);
    entry.handlers.set(event, callback);
    this.queues.set(queue.queue, entry);
  }

  listen(callback: (error?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  /** True once Nest has registered a handler here (the app was connected to the transport). */
  get hasHandlers(): boolean {
    return this.getHandlers().size > 0 || this.queues.size > 0;
  }

  /**
   * Starts answering and consuming; once, however often called. MessagingModule calls it on the
   * app's bootstrap (before the outbox relay's first publish, as the bus always did), and Nest's
   * `startAllMicroservices()` then finds it started.
   */
  start(): Promise<void> {
    this.starting ??= this.serve();
    return this.starting;
  }

  private async serve(): Promise<void> {
    const { rpc, subscriber, service, health } = this.options;
    for (const [name, handler] of this.getHandlers()) {
      rpc.register(name as RpcName, (payload, context) => handler(payload, context).then(settled));
    }
    if (service !== 'gateway') {
      rpc.register(`${service}.health` as RpcName, () => health.report());
    }
    await Promise.all(
      [...this.queues.values()].map(({ queue, handlers }) =>
        subscriber.subscribe({
          queue: queue.queue,
          prefetch: queue.prefetch,
          maxAttempts: queue.maxAttempts,
          retryDelayMs: queue.retryDelayMs,
          retired: queue.retired,
          background: queue.background,
          events: [...handlers.keys()],
          // Bound only to the events it handles, the queue delivers nothing else.
          handler: (envelope: EventEnvelope, context: AmqpContext) =>
            handlers.get(envelope.type)?.(envelope, context).then(settled) as Promise<void>,
        }),
      ),
    );
    if (rpc.registered.length > 0) await rpc.listen();
    this.watchQueues(rpc.registered.length > 0);
  }

  /** `fx_queue_messages` and `fx_dead_letters` for the queues this service reads. */
  private watchQueues(answers: boolean): void {
    const consumed = [...this.queues.keys()];
    registerQueueGauges(
      this.options.metrics,
      this.options.connection,
      {
        queues: [
          ...(answers ? [requestQueueOf(this.options.service)] : []),
          ...consumed.flatMap((queue) => [queue, retryQueueOf(queue)]),
        ],
        deadLetters: consumed.map(deadLetterQueueOf),
      },
      this.options.logger,
    );
  }

  /** Stops answering and consuming (requests first, then events); once, however often called. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.options.rpc.close();
      await this.options.subscriber.close();
    })();
    return this.closing;
  }

  /** Nest's status events, from the connection: 'connect' and 'disconnect'. */
  on<K extends keyof AmqpServerEvents>(event: K, callback: AmqpServerEvents[K]): void {
    if (event === 'connect' || event === 'disconnect') this.options.connection.on(event, callback);
    else throw new Error(`The transport reports 'connect' and 'disconnect', not '${event}'`);
  }

  unwrap<T>(): T {
    return this.options.connection as T;
  }
}
