import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { EVENTS_EXCHANGE, parseEventEnvelope } from '@fx/contracts';
import type { EventEnvelope, EventType } from '@fx/contracts';
import { runWithCorrelationId } from '../context/correlation';
import { DomainError } from '../errors/domain-error';
import type { AmqpConnection } from './amqp-connection';
import { AmqpContext } from './amqp-context';
import { NO_INSTRUMENTATION } from './instrumentation';
import { declareDurableQueue, setUp } from './queue-declaration';
import type { BackgroundGate } from './rush';
import type { EventOutcome, MessagingInstrumentation } from './instrumentation';

export type EventHandlerFn = (event: EventEnvelope, context: AmqpContext) => Promise<void> | void;

export interface SubscriptionOptions {
  /** The consumer's own durable queue, e.g. "notifications.orders". */
  queue: string;
  events: readonly EventType[];
  /** Events an earlier version bound the queue to, unbound at start (see EventQueue.retired). */
  retired?: readonly EventType[];
  handler: EventHandlerFn;
  prefetch?: number;
  /** Deliveries before a failing message is parked in the dead-letter queue. */
  maxAttempts?: number;
  retryDelayMs?: number;
  /**
   * A queue of this process alone (a cache to invalidate, a stream to forward): it goes away with
   * the process, and a failed delivery is dropped rather than retried.
   */
  exclusive?: boolean;
  /** Background work: each delivery waits while customers wait (BackgroundGate). */
  background?: boolean;
}

const ATTEMPT_HEADER = 'x-attempt';

/** Stops one subscription: its channel closed (an exclusive queue goes with it). */
export type Unsubscribe = () => Promise<void>;

/** Queue names that go with a consumer queue. */
export function deadLetterQueueOf(queue: string): string {
  return `${queue}.dlq`;
}
export function retryQueueOf(queue: string): string {
  return `${queue}.retry`;
}

/**
 * Consumes events from a durable queue bound to `fx.events`, with manual acks:
 * - a handled event is acked;
 * - a domain error (the event cannot be acted on) is acked and logged;
 * - an infrastructure error is retried after a delay, up to `maxAttempts`, then dead-lettered;
 * - a message that is not a valid event is dead-lettered at once.
 */
export class EventSubscriber {
  private readonly channels: ChannelWrapper[] = [];

  constructor(
    private readonly connection: AmqpConnection,
    private readonly logger: Logger,
    private readonly instrumentation: MessagingInstrumentation = NO_INSTRUMENTATION,
    private readonly gate?: BackgroundGate,
  ) {}

  async subscribe(options: SubscriptionOptions): Promise<Unsubscribe> {
    const exchange = this.connection.name(EVENTS_EXCHANGE);
    const queue = this.connection.name(options.queue);
    const dlq = deadLetterQueueOf(queue);
    const retry = retryQueueOf(queue);
    const maxAttempts = options.maxAttempts ?? 5;
    if (options.exclusive) return this.subscribeExclusive(exchange, queue, options);
    const gate = options.background ? this.gate : undefined;
    await gate?.listen();
    const wrapper: ChannelWrapper = this.connection.createChannel({
      name: `consumer:${options.queue}`,
      confirm: true,
      setup: async (channel: ConfirmChannel) => {
        await channel.assertExchange(exchange, 'topic', { durable: true });
        const declare = (name: string, own?: Record<string, unknown>) =>
          declareDurableQueue(channel, name, this.connection.queueArguments(own));
        await declare(dlq);
        await declare(retry, {
          'x-message-ttl': options.retryDelayMs ?? 2000,
          'x-dead-letter-exchange': '',
          'x-dead-letter-routing-key': queue,
        });
        await declare(queue, { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': dlq });
        await Promise.all(options.events.map((key) => channel.bindQueue(queue, exchange, key)));
        // Unbinding what is not bound is not an error (RabbitMQ's queue.unbind is idempotent).
        await Promise.all(
          (options.retired ?? []).map((key) => channel.unbindQueue(queue, exchange, key)),
        );
        await channel.prefetch(options.prefetch ?? 16);
        await channel.consume(queue, (message) => {
          if (!message) return;
          const consume = () =>
            this.instrumentation.consume(
              options.queue,
              message.fields.routingKey,
              message.properties.headers,
              () => this.deliver(channel, message, options.handler, { retry, dlq, maxAttempts }),
            );
          void (!gate || gate.open() ? consume() : gate.pass().then(consume));
        });
      },
    });
    await setUp(this.kept(wrapper));
    return () => this.closeOne(wrapper);
  }

  private async subscribeExclusive(
    exchange: string,
    queue: string,
    options: SubscriptionOptions,
  ): Promise<Unsubscribe> {
    const wrapper: ChannelWrapper = this.connection.createChannel({
      name: `consumer:${options.queue}`,
      confirm: false,
      setup: async (channel: ConfirmChannel) => {
        await channel.assertExchange(exchange, 'topic', { durable: true });
        await channel.assertQueue(queue, { exclusive: true, autoDelete: true, durable: false });
        await Promise.all(options.events.map((key) => channel.bindQueue(queue, exchange, key)));
        await channel.consume(
          queue,
          (message) => {
            if (!message) return;
            void this.instrumentation.consume(
              options.queue,
              message.fields.routingKey,
              message.properties.headers,
              () => this.deliverOnce(message, options.handler),
            );
          },
          { noAck: true },
        );
      },
    });
    await this.kept(wrapper).waitForConnect();
    return () => this.closeOne(wrapper);
  }

  private kept(wrapper: ChannelWrapper): ChannelWrapper {
    this.channels.push(wrapper);
    return wrapper;
  }

  private async closeOne(wrapper: ChannelWrapper): Promise<void> {
    const index = this.channels.indexOf(wrapper);
    if (index < 0) return;
    this.channels.splice(index, 1);
    await wrapper.close();
  }

  /** A delivery to a queue of this process alone: handled once, dropped if it fails. */
  private async deliverOnce(
    message: ConsumeMessage,
    handler: EventHandlerFn,
  ): Promise<EventOutcome> {
    let event: EventEnvelope;
    try {
      event = parseEventEnvelope(JSON.parse(message.content.toString('utf8')));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'not a valid event; dropped');
      return 'dropped';
    }
    try {
      await handler(event, new AmqpContext([message, 1]));
      return 'handled';
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, type: event.type }, 'event handler failed');
      return 'dropped';
    }
  }

  private async deliver(
    channel: ConfirmChannel,
    message: ConsumeMessage,
    handler: EventHandlerFn,
    queues: { retry: string; dlq: string; maxAttempts: number },
  ): Promise<EventOutcome> {
    const attempt = Number(message.properties.headers?.[ATTEMPT_HEADER] ?? 1);
    let event: EventEnvelope;
    try {
      event = parseEventEnvelope(JSON.parse(message.content.toString('utf8')));
    } catch (error) {
      this.logger.error(
        { err: (error as Error).message, routingKey: message.fields.routingKey },
        'not a valid event; dead-lettered',
      );
      safely(() => channel.nack(message, false, false));
      return 'dead_lettered';
    }
    return runWithCorrelationId(event.correlationId, async (): Promise<EventOutcome> => {
      try {
        await handler(event, new AmqpContext([message, attempt]));
        safely(() => channel.ack(message));
        return 'handled';
      } catch (error) {
        if (error instanceof DomainError) {
          this.logger.warn(
            { err: (error as Error).message, eventId: event.id, type: event.type },
            'event not acted on',
          );
          safely(() => channel.ack(message));
          return 'not_acted_on';
        }
        const parked = attempt >= queues.maxAttempts;
        const target = parked ? queues.dlq : queues.retry;
        this.logger[parked ? 'error' : 'warn'](
          { err: (error as Error).message, eventId: event.id, type: event.type, attempt },
          parked ? 'event failed on its last attempt; dead-lettered' : 'event failed; will retry',
        );
        try {
          await republish(channel, target, message, attempt + 1);
          safely(() => channel.ack(message));
        } catch {
          // The copy could not be confirmed: leave the original to be redelivered.
          safely(() => channel.nack(message, false, true));
        }
        return parked ? 'dead_lettered' : 'retried';
      }
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.channels.map((channel) => channel.close()));
  }
}

function republish(
  channel: ConfirmChannel,
  queue: string,
  message: ConsumeMessage,
  attempt: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.sendToQueue(
      queue,
      message.content,
      {
        ...message.properties,
        headers: { ...message.properties.headers, [ATTEMPT_HEADER]: attempt },
      },
      (err) => (err ? reject(err as Error) : resolve()),
    );
  });
}

/** Acking on a channel that has just closed throws; the broker redelivers the message anyway. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    /* channel closed: the message will be redelivered */
  }
}
