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
/** A copy of a request is not sent this close to its timeout: nobody would wait for its answer. */
const MIN_COPY_LIFE_MS = 100;

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
  /** Sends the request again while nobody has answered (repeatable requests only). */
  repeat?: NodeJS.Timeout;
}

/** How a request is sent: its timeout, and after how long without an answer to send it again. */
export interface SendOptions {
  timeoutMs?: number;
  /**
   * For a request safe to repeat: sent again each time this long passes without an answer, until
   * the timeout; the first answer wins and the others are dropped. Unset, it is sent once.
   */
  repeatAfterMs?: number;
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
  request(name: RpcName, payload: unknown, options: SendOptions = {}): Promise<unknown> {
    const headers: MessageHeaders = { [CORRELATION_HEADER]: currentCorrelationId() };
    const { timeoutMs = this.defaultTimeoutMs, repeatAfterMs } = options;
    return this.instrumentation.request(name, headers, () =>
      this.sendRequest(name, payload, headers, timeoutMs, repeatAfterMs),
    );
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const name = String(packet.pattern);
    const data: unknown = packet.data;
    const request = data instanceof AmqpRequest ? (data as AmqpRequest) : new AmqpRequest(data);
    const { payload, options } = request;
    const answered = isRpcName(name)
      ? this.request(name, payload, { timeoutMs: options.timeoutMs })
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
    repeatAfterMs = 0,
  ): Promise<unknown> {
    const service = serviceOf(name);
    const id = randomUUID();
    const channel = this.open();
    const queue = this.connection.name(requestQueueOf(service));
    const body = Buffer.from(JSON.stringify(payload));
    const deadline = Date.now() + timeoutMs;
    return new Promise((resolve, reject) => {
      const send = () => {
        const leftMs = Math.max(1, deadline - Date.now());
        channel
          .sendToQueue(queue, body, {
            correlationId: id,
            replyTo: DIRECT_REPLY_TO,
            // A request nobody took in time is dropped, so a service that comes back does not work
            // through answers nobody waits for.
            expiration: String(leftMs),
            type: name,
            contentType: 'application/json',
            headers,
            timeout: leftMs,
          })
          .catch(() => {
            const pending = this.settle(id);
            pending?.reject(
              new ServiceUnavailableError(service, 'the message broker is not reachable'),
            );
          });
      };
      const timer = setTimeout(() => {
        this.settle(id);
        reject(new ServiceUnavailableError(service, `no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      // Every copy carries the same correlation id: whichever instance answers first is heard.
      const repeat =
        repeatAfterMs > 0 && repeatAfterMs < timeoutMs
          ? setInterval(() => deadline - Date.now() > MIN_COPY_LIFE_MS && send(), repeatAfterMs)
          : undefined;
      this.pending.set(id, { resolve, reject, timer, repeat });
      send();
    });
  }

  /** The request's waiting ended (answered, failed or timed out): its timers stop. */
  private settle(id: string): Pending | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    clearInterval(pending.repeat);
    return pending;
  }

  private onReply(message: ConsumeMessage): void {
    const id = message.properties.correlationId as string | undefined;
    const pending = id ? this.settle(id) : undefined;
    if (!pending) return;
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
    for (const id of [...this.pending.keys()]) {
      this.settle(id)?.reject(
        new ServiceUnavailableError('requested', 'the client is shutting down'),
      );
    }
    await this.channel?.close();
  }
}
