import { randomUUID } from 'node:crypto';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { ERROR_CODES, RPC_SCHEMAS, isRpcName, serviceOf, zodIssuesToDetails } from '@fx/contracts';
import type { ErrorCode, RpcName, RpcReply, RpcRequest, RpcResponse } from '@fx/contracts';
import {
  CORRELATION_HEADER,
  currentCorrelationId,
  runWithCorrelationId,
} from '../context/correlation';
import {
  DomainError,
  ServiceUnavailableError,
  isInfrastructureError,
} from '../errors/domain-error';
import type { AmqpConnection } from './amqp-connection';
import { NO_INSTRUMENTATION } from './instrumentation';
import type { MessageHeaders, MessagingInstrumentation } from './instrumentation';

const DIRECT_REPLY_TO = 'amq.rabbitmq.reply-to';

/** The durable queue a service takes its requests from; instances of it compete for messages. */
export function requestQueueOf(service: string): string {
  return `${service}.requests`;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface RequestOptions {
  timeoutMs?: number;
}

/**
 * Sends a request to a service's queue and waits for its reply (RabbitMQ direct reply-to). A
 * service that does not answer within the timeout is reported as unavailable; nothing hangs.
 */
export class RpcClient {
  private readonly pending = new Map<string, Pending>();
  private readonly channel: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly defaultTimeoutMs = 3000,
    private readonly instrumentation: MessagingInstrumentation = NO_INSTRUMENTATION,
  ) {
    this.channel = connection.createChannel({
      name: 'rpc-client',
      confirm: false,
      publishTimeout: defaultTimeoutMs,
      setup: (channel: Channel) =>
        channel.consume(DIRECT_REPLY_TO, (message) => message && this.onReply(message), {
          noAck: true,
        }),
    });
  }

  request<K extends RpcName>(
    name: K,
    payload: RpcRequest<K>,
    options: RequestOptions = {},
  ): Promise<RpcResponse<K>> {
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const headers: MessageHeaders = { [CORRELATION_HEADER]: currentCorrelationId() };
    return this.instrumentation.request(name, headers, () =>
      this.send<K>(name, payload, headers, timeoutMs),
    );
  }

  private send<K extends RpcName>(
    name: K,
    payload: RpcRequest<K>,
    headers: MessageHeaders,
    timeoutMs: number,
  ): Promise<RpcResponse<K>> {
    const service = serviceOf(name);
    const id = randomUUID();
    return new Promise<RpcResponse<K>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ServiceUnavailableError(service, `no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      this.channel
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
    await this.channel.close();
  }
}

export type RpcHandlerFn = (payload: unknown) => unknown;

/**
 * Answers the requests sent to one service's queue. The request is validated against its schema
 * before the handler runs; errors become replies with a stable code, never a silent timeout.
 */
export class RpcServer {
  private readonly handlers = new Map<RpcName, RpcHandlerFn>();
  private channel?: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly service: string,
    private readonly logger: Logger,
    private readonly prefetch = 32,
    private readonly instrumentation: MessagingInstrumentation = NO_INSTRUMENTATION,
  ) {}

  register(name: RpcName, handler: RpcHandlerFn): void {
    if (serviceOf(name) !== this.service) {
      throw new Error(`${name} is not a request for the ${this.service} service`);
    }
    if (this.handlers.has(name)) throw new Error(`${name} already has a handler`);
    this.handlers.set(name, handler);
  }

  get registered(): RpcName[] {
    return [...this.handlers.keys()];
  }

  async listen(): Promise<void> {
    const queue = this.connection.name(requestQueueOf(this.service));
    this.channel = this.connection.createChannel({
      name: `rpc-server:${this.service}`,
      confirm: false,
      setup: async (channel: Channel) => {
        await channel.assertQueue(queue, {
          durable: true,
          arguments: this.connection.queueArguments(),
        });
        await channel.prefetch(this.prefetch);
        await channel.consume(queue, (message) => {
          if (message) void this.answer(channel, message);
        });
      },
    });
    await this.channel.waitForConnect();
  }

  private async answer(channel: Channel, message: ConsumeMessage): Promise<void> {
    const name = String(message.properties.type ?? '');
    const headers = message.properties.headers;
    const correlationId = headers?.[CORRELATION_HEADER] as string | undefined;
    const reply = await runWithCorrelationId(correlationId, () =>
      this.instrumentation.answer(name, headers, () => this.handle(name, message.content)),
    );
    const { replyTo, correlationId: replyId } = message.properties as {
      replyTo?: string;
      correlationId?: string;
    };
    try {
      if (replyTo) {
        channel.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), {
          correlationId: replyId,
          contentType: 'application/json',
        });
      }
      channel.ack(message);
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message, request: name },
        'could not reply; the channel closed',
      );
    }
  }

  private async handle(name: string, content: Buffer): Promise<RpcReply> {
    const handler = isRpcName(name) ? this.handlers.get(name) : undefined;
    if (!isRpcName(name) || !handler) {
      return {
        ok: false,
        error: {
          code: 'NOT_FOUND',
          message: `The ${this.service} service does not answer "${name}"`,
        },
      };
    }
    let body: unknown;
    try {
      body = JSON.parse(content.toString('utf8'));
    } catch {
      return {
        ok: false,
        error: { code: 'VALIDATION_FAILED', message: 'The request is not valid JSON' },
      };
    }
    const parsed = RPC_SCHEMAS[name].request.safeParse(body);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid',
          details: zodIssuesToDetails(parsed.error.issues),
        },
      };
    }
    try {
      return { ok: true, data: await handler(parsed.data) };
    } catch (error) {
      return this.toErrorReply(name, error);
    }
  }

  private toErrorReply(name: string, error: unknown): RpcReply {
    if (error instanceof DomainError) {
      return {
        ok: false,
        error: {
          code: error.code,
          message: error.message,
          details: error.details,
          extra: error.extra,
        },
      };
    }
    if (isInfrastructureError(error)) {
      this.logger.error({ err: (error as Error).message, request: name }, 'a dependency failed');
      return {
        ok: false,
        error: {
          code: 'DEPENDENCY_UNAVAILABLE',
          message: `The ${this.service} service cannot reach its storage right now. Please try again shortly.`,
        },
      };
    }
    this.logger.error(
      { err: error instanceof Error ? error.stack : String(error), request: name },
      'request failed',
    );
    return { ok: false, error: { code: 'INTERNAL', message: 'Something went wrong' } };
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }
}
