import { randomUUID } from 'node:crypto';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import { EVENTS_EXCHANGE, EVENT_SCHEMAS } from '@fx/contracts';
import type { EventEnvelope, EventPayload, EventType } from '@fx/contracts';
import { CORRELATION_HEADER, correlationIdOrNew } from '../context/correlation';
import type { AmqpConnection } from './amqp-connection';
import { NO_INSTRUMENTATION } from './instrumentation';
import type { MessageHeaders, MessagingInstrumentation } from './instrumentation';

// The consuming side (EventSubscriber, its retry and dead-letter queues) is in event-subscriber.ts;
// it is exported from here too, so the bus is still one module to those that import it.
export * from './event-subscriber';

export interface PublishOptions {
  /** Reuse an id (an outbox row's) so a republished event is recognised as the same. */
  id?: string;
  occurredAt?: Date;
  correlationId?: string;
}

/**
 * Publishes events to the `fx.events` topic exchange: persistent messages, and the returned promise
 * settles only when the broker has confirmed the message (or rejects after `publishTimeoutMs`).
 */
export class EventPublisher {
  private readonly channel: ChannelWrapper;
  private readonly exchange: string;

  constructor(
    connection: AmqpConnection,
    options: { publishTimeoutMs?: number } = {},
    private readonly instrumentation: MessagingInstrumentation = NO_INSTRUMENTATION,
  ) {
    this.exchange = connection.name(EVENTS_EXCHANGE);
    this.channel = connection.createChannel({
      name: 'events-publisher',
      confirm: true,
      publishTimeout: options.publishTimeoutMs ?? 5000,
      setup: (channel: ConfirmChannel) =>
        channel.assertExchange(this.exchange, 'topic', { durable: true }),
    });
  }

  /** Publishes a fact; the payload is checked against its event's schema first. */
  publish<K extends EventType>(
    type: K,
    payload: EventPayload<K>,
    options: PublishOptions = {},
  ): Promise<EventEnvelope<K>> {
    return this.send(type, payload, options);
  }

  /**
   * Publishes an event kept before it could be sent (an outbox row, read back as JSON): its payload
   * is checked against its type's schema here, so nothing malformed goes out.
   */
  publishStored(
    type: EventType,
    payload: unknown,
    options: PublishOptions = {},
  ): Promise<EventEnvelope> {
    return this.send(type, payload, options);
  }

  /**
   * Publishes an event whose payload was checked against its schema when it was kept (an outbox
   * entry), given as that JSON text: it goes out as it is, neither parsed nor checked again.
   */
  async publishChecked(
    type: EventType,
    payloadJson: string,
    options: Required<PublishOptions>,
  ): Promise<void> {
    const head: Omit<EventEnvelope, 'payload'> = {
      id: options.id,
      type,
      version: 1,
      occurredAt: options.occurredAt.toISOString(),
      correlationId: options.correlationId,
    };
    await this.write(head, `${JSON.stringify(head).slice(0, -1)},"payload":${payloadJson}}`);
  }

  private async send<K extends EventType>(
    type: K,
    payload: unknown,
    options: PublishOptions,
  ): Promise<EventEnvelope<K>> {
    const envelope: EventEnvelope<K> = {
      id: options.id ?? randomUUID(),
      type,
      version: 1,
      occurredAt: (options.occurredAt ?? new Date()).toISOString(),
      correlationId: options.correlationId ?? correlationIdOrNew(),
      payload: EVENT_SCHEMAS[type].parse(payload) as EventPayload<K>,
    };
    await this.write(envelope, JSON.stringify(envelope));
    return envelope;
  }

  private write(envelope: Omit<EventEnvelope, 'payload'>, json: string): Promise<void> {
    const headers: MessageHeaders = { [CORRELATION_HEADER]: envelope.correlationId };
    return this.instrumentation.publish(envelope.type, headers, async () => {
      await this.channel.publish(this.exchange, envelope.type, Buffer.from(json), {
        persistent: true,
        contentType: 'application/json',
        messageId: envelope.id,
        type: envelope.type,
        timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000),
        headers,
      });
    });
  }

  async close(): Promise<void> {
    await this.channel.close();
  }
}
