import amqp from 'amqp-connection-manager';
import type {
  AmqpConnectionManager,
  ChannelWrapper,
  CreateChannelOpts,
} from 'amqp-connection-manager';
import type { Channel, ChannelModel, ConfirmChannel } from 'amqplib';
import type { Logger } from 'pino';
import type { QueueType } from '../config/queue-type-env';
import { coalesceWrites } from './coalesced-writes';
import { queueTypeArguments } from './queue-declaration';

const CONNECT_TIMEOUT_MS = 5000;

export interface AmqpConnectionOptions {
  url: string;
  /** Shown in the broker's connection list, e.g. "rates". */
  name: string;
  /** Prefix for every exchange and queue this process declares. */
  namespace?: string;
  logger: Logger;
  heartbeatSeconds?: number;
  reconnectSeconds?: number;
  /**
   * For short-lived environments (tests, previews): queues disappear a minute after their last
   * consumer leaves, so nothing accumulates on a shared broker.
   */
  ephemeral?: boolean;
  /** The type of every durable queue this process declares (RABBITMQ_QUEUE_TYPE): classic unset. */
  queueType?: QueueType;
}

/**
 * One connection to RabbitMQ per process. It reconnects by itself after the broker or the network
 * comes back, and every channel re-runs its setup (exchanges, queues, consumers) when it does.
 */
export class AmqpConnection {
  readonly namespace: string;
  private readonly manager: AmqpConnectionManager;
  private readonly channels = new Set<ChannelWrapper>();
  private probe?: ChannelWrapper;

  constructor(private readonly options: AmqpConnectionOptions) {
    this.namespace = options.namespace ?? '';
    this.manager = amqp.connect([options.url], {
      heartbeatIntervalInSeconds: options.heartbeatSeconds ?? 5,
      reconnectTimeInSeconds: options.reconnectSeconds ?? 1,
      connectionOptions: {
        clientProperties: { connection_name: options.name },
        // A message is several small AMQP frames; with Nagle's algorithm on, a request/reply round
        // trip waited up to 40 ms for delayed ACKs (p95 45 ms for an RPC that takes 2 ms).
        noDelay: true,
        // A broker's address whose host is gone answers nothing: give up on it and try again (the
        // name may lead to a live node next time) instead of waiting out the kernel's retries.
        timeout: CONNECT_TIMEOUT_MS,
      },
    });
    this.manager.on('connect', ({ connection }) => {
      coalesceWrites(connection);
      options.logger.info({ broker: redactUrl(options.url) }, 'connected to RabbitMQ');
    });
    this.manager.on('disconnect', ({ err }) =>
      options.logger.warn({ err: err?.message }, 'disconnected from RabbitMQ; reconnecting'),
    );
    this.manager.on('connectFailed', ({ err }) =>
      options.logger.warn({ err: err?.message }, 'could not reach RabbitMQ; retrying'),
    );
  }

  /** Prefixes a queue or exchange name with this connection's namespace. */
  name(base: string): string {
    return `${this.namespace}${base}`;
  }

  /**
   * Arguments every durable queue carries, merged with its own: its type (RABBITMQ_QUEUE_TYPE),
   * and an expiry when ephemeral. Exclusive queues take none of them (they stay classic).
   */
  queueArguments(own: Record<string, unknown> = {}): Record<string, unknown> {
    const typed = { ...own, ...queueTypeArguments(this.options.queueType ?? 'classic') };
    return this.options.ephemeral ? { ...typed, 'x-expires': 60_000 } : typed;
  }

  /** Calls back each time the connection is made ('connect') or lost ('disconnect'). */
  on(event: 'connect' | 'disconnect', listener: () => void): void {
    this.manager.on(event, () => listener());
  }

  isConnected(): boolean {
    return this.manager.isConnected();
  }

  /**
   * Resolves once the broker has answered a question now (whether `amq.direct` exists, on a
   * channel kept for this). A connection whose broker vanished without a word (its host lost)
   * still counts as connected until the heartbeats miss, seconds later; this does not answer, so
   * a readiness check built on it steers a load balancer away at once. Rejects when not connected.
   */
  async roundTrip(): Promise<void> {
    if (!this.manager.isConnected()) throw new Error('not connected');
    this.probe ??= this.createChannel({ name: 'broker round trip', confirm: false });
    await this.probe.waitForConnect();
    await this.probe.checkExchange('amq.direct');
  }

  createChannel(options: CreateChannelOpts): ChannelWrapper {
    const channel = this.manager.createChannel({ json: false, ...options });
    this.channels.add(channel);
    channel.on('error', (err: Error) =>
      this.options.logger.error({ err: err.message, channel: options.name }, 'channel error'),
    );
    return channel;
  }

  /**
   * How many messages are ready in each of these queues (names without the namespace), asked of
   * the broker now; a queue that does not exist is left out. Rejects when the broker is not
   * reachable.
   */
  async messageCounts(bases: readonly string[]): Promise<Map<string, number>> {
    const connection = this.manager.connection;
    if (bases.length === 0) return new Map();
    if (!connection) throw new Error('not connected to RabbitMQ');
    const counts = new Map<string, number>();
    let channel = await openChannel(connection);
    try {
      for (const base of bases) {
        try {
          counts.set(base, (await channel.checkQueue(this.name(base))).messageCount);
        } catch {
          // The broker closes the channel on a queue it does not have: the next one needs another.
          channel = await openChannel(connection);
        }
      }
    } finally {
      await channel.close().catch(() => undefined);
    }
    return counts;
  }

  /**
   * Runs `work` on a confirm channel of its own, closed afterwards (a bare channel: the broker
   * closing it over a queue it does not have rejects `work`, nothing else). Rejects when the
   * broker is not reachable.
   */
  async withConfirmChannel<T>(work: (channel: ConfirmChannel) => Promise<T>): Promise<T> {
    const connection = this.manager.connection;
    if (!connection) throw new Error('not connected to RabbitMQ');
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    try {
      return await work(channel);
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.channels].map((channel) => channel.close()));
    this.channels.clear();
    await this.manager.close();
  }
}

/** A bare channel whose closing by the broker (a queue it does not have) is expected, not fatal. */
async function openChannel(connection: ChannelModel): Promise<Channel> {
  const channel = await connection.createChannel();
  channel.on('error', () => undefined);
  return channel;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable url)';
  }
}
