import { randomUUID } from 'node:crypto';
import { ClientProxy } from '@nestjs/microservices';
import type { ReadPacket, WritePacket } from '@nestjs/microservices';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import { ERROR_CODES, isRpcName, serviceOf } from '@fx/contracts';
import type { ErrorCode, RpcName, RpcReply } from '@fx/contracts';
import { CORRELATION_HEADER, currentCorrelationId } from '../context/correlation';
import { DomainError, ServiceUnavailableError } from '../errors/domain-error';
import type { AmqpConnection } from './amqp-connection';
import { NO_INSTRUMENTATION } from './instrumentation';
import type { MessageHeaders, MessagingInstrumentation } from './instrumentation';

const DIRECT_REPLY_TO = 'amq.rabbitmq.reply-to';

/** The durable queue a service takes its requests from; instances of it compete for messages. */
export function requestQueueOf(service: string): string {
  return `${service}.requests`;
}

/** A request's payload with options of its own, for `client.send(name, new AmqpRequest(...))`. */
export class AmqpRequest<T = unknown> {
  constructor(
    readonly payload: T,
    readonly options: { timeoutMs?: number } = {},
  ) {}
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The transport's `ClientProxy`: sends a request to a service's queue and waits for its reply
 * (RabbitMQ direct reply-to). A service that does not answer within the timeout is reported as
 * unavailable; nothing hangs. A failed request rejects with a DomainError carrying the code, message
 * and details the handler threw. `RpcClient` is its typed face; `send()` works as for any Nest client.
 */
export class AmqpClient extends ClientProxy {
  private readonly pending = new Map<string, Pending>();
  private channel?: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    readonly defaultTimeoutMs = 3000,
    private readonly instrumentation: MessagingInstrumentation = NO_INSTRUMENTATION,
  ) {
    super();
  }

  /** Opens the channel that sends requests and takes replies; the broker may come later. */
  connect(): Promise<void> {
    this.open();
    return Promise.resolve();
  }

  /** The request and its reply, without the Observable `send()` wraps them in. */
  request(name: RpcName, payload: unknown, timeoutMs = this.defaultTimeoutMs): Promise<unknown> {
    const headers: MessageHeaders = { [CORRELATION_HEADER]: currentCorrelationId() };
    return this.instrumentation.request(name, headers, () =>
      this.sendRequest(name, payload, headers, timeoutMs),
    );
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const name = String(packet.pattern);
    const data: unknown = packet.data;
    const request = data instanceof AmqpRequest ? (data as AmqpRequest) : new AmqpRequest(data);
    const { payload, options } = request;
    const answered = isRpcName(name)
      ? this.request(name, payload, options.timeoutMs)
      : Promise.reject(new DomainError('NOT_FOUND', `"${name}" is not a request of any service`));
    answered.then(
      (response) => callback({ response, isDisposed: true }),
      (err: unknown) => callback({ err, isDisposed: true }),
    );
    return () => undefined;
  }

  /** Events leave through the outbox (its relay and EventPublisher), never straight from here. */
  protected dispatchEvent(packet: ReadPacket): Promise<never> {
    return Promise.reject(
      new Error(`Publish ${String(packet.pattern)} through the outbox, not the request client`),
    );
  }

  unwrap<T>(): T {
    return this.open() as T;
  }

  private open(): ChannelWrapper {
    this.channel ??= this.connection.createChannel({
      name: 'rpc-client',
      confirm: false,
      publishTimeout: this.defaultTimeoutMs,
      setup: (channel: Channel) =>
        channel.consume(DIRECT_REPLY_TO, (message) => message && this.onReply(message), {
          noAck: true,
        }),
    });
    return this.channel;
  }

  private sendRequest(
    name: RpcName,
    payload: unknown,
    headers: MessageHeaders,
    timeoutMs: number,
  ): Promise<unknown> {
    const service = serviceOf(name);
    const id = randomUUID();
    const channel = this.open();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ServiceUnavailableError(service, `no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      channel
        .sendToQueue(
          this.connection.name(requestQueueOf(service)),
          Buffer.from(JSON.stringify(payload)),
          {
            correlationId: id,
            replyTo: DIRECT_REPLY_TO,
            // A request nobody took in time is dropped, so a service that comes back does not work
            // through answers nobody waits for.
            expiration: String(timeoutMs),
            type: name,
            contentType: 'application/json',
            headers,
            timeout: timeoutMs,
          },
        )
        .catch(() => {
          if (!this.pending.delete(id)) return;
          clearTimeout(timer);
          reject(new ServiceUnavailableError(service, 'the message broker is not reachable'));
        });
    });
  }

  private onReply(message: ConsumeMessage): void {
    const id = message.properties.correlationId as string | undefined;
    const pending = id ? this.pending.get(id) : undefined;
    if (!id || !pending) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    try {
      const reply = JSON.parse(message.content.toString('utf8')) as RpcReply;
      if (reply.ok) {
        pending.resolve(reply.data);
      } else {
        const code = (ERROR_CODES as readonly string[]).includes(reply.error.code)
          ? (reply.error.code as ErrorCode)
          : 'INTERNAL';
        const { message, details, extra } = reply.error;
        pending.reject(new DomainError(code, message, details, extra));
      }
    } catch (error) {
      pending.reject(error as Error);
    }
  }

  async close(): Promise<void> {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new ServiceUnavailableError('requested', 'the client is shutting down'));
      this.pending.delete(id);
    }
    await this.channel?.close();
  }
}
