import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import {
  REPEATABLE_RPCS,
  RPC_SCHEMAS,
  isRpcName,
  serviceOf,
  zodIssuesToDetails,
} from '@fx/contracts';
import type { RpcName, RpcReply, RpcRequest, RpcResponse } from '@fx/contracts';
import { CORRELATION_HEADER, runWithCorrelationId } from '../context/correlation';
import { DomainError, isInfrastructureError } from '../errors/domain-error';
import { AmqpClient, requestQueueOf } from './amqp-client';
import type { AmqpConnection } from './amqp-connection';
import { AmqpContext } from './amqp-context';
import { NO_INSTRUMENTATION } from './instrumentation';
import type { MessagingInstrumentation } from './instrumentation';
import { declareDurableQueue, setUp } from './queue-declaration';

export interface RequestOptions {
  timeoutMs?: number;
  /**
   * Safe to send more than once (the orders service's place with an Idempotency-Key, say). Unset,
   * the requests in REPEATABLE_RPCS are, and no other.
   */
  repeatable?: boolean;
}

/**
 * The typed face of the transport's client (AmqpClient): `request('rates.currencies.get', {...})`
 * takes that request's type and resolves to its response's, or rejects with a DomainError (the
 * handler's code, message and details; SERVICE_UNAVAILABLE when nobody answered in time).
 */
export class RpcClient {
  /** The Nest `ClientProxy` underneath, for `send()` and what else Nest does with clients. */
  readonly proxy: AmqpClient;

  /**
   * @param repeatAfterMs A request safe to repeat is sent again after this long without an answer
   * (RPC_REPEAT_AFTER_MS), and again after as long, until the timeout; 0 sends every request once.
   */
  constructor(
    connection: AmqpConnection,
    defaultTimeoutMs = 3000,
    instrumentation: MessagingInstrumentation = NO_INSTRUMENTATION,
    private readonly repeatAfterMs = 1000,
  ) {
    this.proxy = new AmqpClient(connection, defaultTimeoutMs, instrumentation);
    this.proxy.unwrap();
  }

  request<K extends RpcName>(
    name: K,
    payload: RpcRequest<K>,
    options: RequestOptions = {},
  ): Promise<RpcResponse<K>> {
    const repeatable = options.repeatable ?? REPEATABLE_RPCS.has(name);
    return this.proxy.request(name, payload, {
      timeoutMs: options.timeoutMs,
      repeatAfterMs: repeatable ? this.repeatAfterMs : undefined,
    }) as Promise<RpcResponse<K>>;
  }

  close(): Promise<void> {
    return this.proxy.close();
  }
}

export type RpcHandlerFn = (payload: unknown, context: AmqpContext) => unknown;

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
        await declareDurableQueue(channel, queue, this.connection.queueArguments());
        await channel.prefetch(this.prefetch);
        await channel.consume(queue, (message) => {
          if (message) void this.answer(channel, message);
        });
      },
    });
    await setUp(this.channel);
  }

  private async answer(channel: Channel, message: ConsumeMessage): Promise<void> {
    const name = String(message.properties.type ?? '');
    const headers = message.properties.headers;
    const correlationId = headers?.[CORRELATION_HEADER] as string | undefined;
    const reply = await runWithCorrelationId(correlationId, () =>
      this.instrumentation.answer(name, headers, () => this.handle(name, message)),
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

  private async handle(name: string, message: ConsumeMessage): Promise<RpcReply> {
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
      body = JSON.parse(message.content.toString('utf8'));
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
      return { ok: true, data: await handler(parsed.data, new AmqpContext([message, 1])) };
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
