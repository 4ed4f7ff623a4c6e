import { Client } from 'pg';
import type { EventType } from '@fx/contracts';
import { AmqpConnection } from '../messaging/amqp-connection';
import { RpcClient } from '../messaging/rpc';
import { startBuiltService } from './built-service';
import type { BuiltService } from './built-service';
import { memoryLogger } from './memory-logger';
import { OutboxProbe } from './outbox-probe';
import type { OutboxRowState } from './outbox-probe';
import { TcpProxy } from './tcp-proxy';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';
import { serviceTestEnv, testUrls, uniqueNamespace } from './test-urls';
import { eventually } from './waiting';

/** A service that publishes events through its outbox and answers `<service>.health`. */
export type OutboxService = 'rates' | 'identity' | 'orders';

/** One instance: its process, and the proxy through which it reaches RabbitMQ (to cut). */
export interface ServiceInstance {
  process: BuiltService;
  broker: TcpProxy;
}

/**
 * Instances of one service as processes of their own (from its build) on one database and broker
 * namespace, as `--scale` runs them: each can be killed like a crash. With a client for requests
 * and a probe of the service's events and outbox. `open()` before the tests, `close()` after.
 */
export class ServiceProcesses {
  private database?: TestDatabase;
  private connection?: AmqpConnection;
  private rpc?: RpcClient;
  private outboxProbe?: OutboxProbe;
  private readonly started: ServiceInstance[] = [];
  readonly namespace: string;

  constructor(
    private readonly service: OutboxService,
    private readonly options: { label: string; events: EventType[]; redis?: boolean },
  ) {
    this.namespace = uniqueNamespace(options.label);
  }

  async open(): Promise<void> {
    this.database = await createTestDatabase(this.options.label.replace(/-/g, '_'));
    // Listening before any instance starts: no event can go out unseen.
    this.outboxProbe = await OutboxProbe.start({
      namespace: this.namespace,
      databaseUrl: this.database.url,
      schema: this.service,
      events: this.options.events,
    });
    this.connection = new AmqpConnection({
      url: testUrls.amqp,
      name: `${this.service}-processes`,
      namespace: this.namespace,
      logger: memoryLogger().logger,
      ephemeral: true,
    });
    this.rpc = new RpcClient(this.connection, 5000);
  }

  get probe(): OutboxProbe {
    return this.outboxProbe!;
  }

  get client(): RpcClient {
    return this.rpc!;
  }

  /** One more instance, once it answers requests. */
  async start(): Promise<ServiceInstance> {
    const broker = await TcpProxy.start(testUrls.amqp, 5672);
    const child = startBuiltService(this.service, {
      ...serviceTestEnv({
        namespace: this.namespace,
        databaseUrl: this.database!.url,
        redis: this.options.redis,
      }),
      AMQP_URL: broker.urlFor(testUrls.amqp),
      OUTBOX_POLL_MS: '200',
    });
    const instance = { process: child, broker };
    this.started.push(instance);
    await this.allAnswer();
    return instance;
  }

  /**
   * Changes committed where no relay can publish them: `send` sends requests while the test holds
   * `lock` (a `SELECT ... FOR UPDATE` on what they change), so each waits in its transaction;
   * then `instances` lose RabbitMQ, the lock goes, and the changes commit with their events. The
   * ids of the events they wrote, once `count` are in the outbox, unsent.
   */
  async commitWhileCut(options: {
    instances: ServiceInstance[];
    lock: { text: string; values: unknown[] };
    send: () => Promise<unknown>[];
    count: number;
  }): Promise<string[]> {
    const before = new Set((await this.probe.rows()).map((row) => row.eventId));
    const holder = new Client({ connectionString: this.database!.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(options.lock.text, options.lock.values);
      // The answers never come back (the broker is cut before they are sent).
      for (const request of options.send()) request.catch(() => undefined);
      await eventually(async () => {
        const { rows } = await holder.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0]!.n >= options.count;
      });
      for (const instance of options.instances) instance.broker.cut();
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    return eventually(async () => {
      const written = (await this.probe.unsent()).filter((row) => !before.has(row.eventId));
      return written.length >= options.count && written.map((row) => row.eventId);
    });
  }

  /**
   * Gives `instances` RabbitMQ back and waits until every event of the outbox is delivered, then
   * past the seconds a relay leaves another's events to it, when a second send would show: the
   * outbox's rows, and the events not delivered exactly once.
   */
  async restoreAndSettle(
    instances: ServiceInstance[],
  ): Promise<{ rows: OutboxRowState[]; notOnce: string[] }> {
    for (const instance of instances) instance.broker.restore();
    const first = await this.probe.settle();
    if (first.notOnce.length > 0) return first;
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    return this.probe.settle();
  }

  /** Waits until every running instance has answered a health request. */
  async allAnswer(): Promise<void> {
    const running = this.started
      .map((instance) => instance.process)
      .filter((child) => !child.stopped());
    const seen = new Set<string>();
    const health = `${this.service}.health` as 'rates.health';
    await eventually(
      async () => {
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => this.client.request(health, {}).catch(() => undefined)),
        );
        for (const answer of answers) if (answer) seen.add(answer.instance);
        return seen.size >= running.length;
      },
      45_000,
      100,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${running.map((p) => p.output()).join('\n')}`);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.started.map((instance) => instance.process.stop()));
    await Promise.all(this.started.map((instance) => instance.broker.close()));
    await this.rpc?.close();
    await this.connection?.close();
    await this.outboxProbe?.close();
    await this.database?.drop();
  }
}
