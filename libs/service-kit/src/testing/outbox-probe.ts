import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import type { EventEnvelope, EventPayload, EventType } from '@fx/contracts';
import { AmqpConnection } from '../messaging/amqp-connection';
import { EventSubscriber } from '../messaging/event-bus';
import { METRICS } from '../metrics/catalogue';
import { Metrics } from '../metrics/metrics';
import { bootServiceForTest } from './boot-service';
import { memoryLogger } from './memory-logger';
import { sampleValue } from './metric-samples';
import { TcpProxy } from './tcp-proxy';
import { createTestDatabase } from './test-database';
import { serviceTestEnv, testUrls, uniqueNamespace } from './test-urls';
import { eventually } from './waiting';

type BootedService = Awaited<ReturnType<typeof bootServiceForTest>>;

export interface OutboxRowState {
  eventId: string;
  type: EventType;
  sent: boolean;
}

/**
 * What a test of a service's outbox watches: every event of some types as a consumer receives
 * them (its own durable queue on the test's broker namespace), and the service's outbox table.
 */
export class OutboxProbe {
  /** Every delivery, repeats included, in arrival order. */
  readonly received: EventEnvelope[] = [];

  private constructor(
    private readonly connection: AmqpConnection,
    private readonly sql: Client,
    private readonly schema: string,
  ) {}

  static async start(options: {
    namespace: string;
    databaseUrl: string;
    schema: string;
    events: EventType[];
  }): Promise<OutboxProbe> {
    const { logger } = memoryLogger('outbox-probe');
    const connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'outbox-probe',
      namespace: options.namespace,
      logger,
      ephemeral: true,
    });
    const sql = new Client({ connectionString: options.databaseUrl });
    await sql.connect();
    const probe = new OutboxProbe(connection, sql, options.schema);
    await new EventSubscriber(connection, logger).subscribe({
      queue: 'test.outbox-probe',
      events: options.events,
      handler: (event) => void probe.received.push(event),
    });
    return probe;
  }

  /** The outbox's rows, oldest first. */
  async rows(): Promise<OutboxRowState[]> {
    const { rows } = await this.sql.query<{ event_id: string; type: EventType; sent: boolean }>(
      `SELECT event_id, type, sent_at IS NOT NULL AS sent FROM ${this.schema}.outbox ORDER BY seq`,
    );
    return rows.map((row) => ({ eventId: row.event_id, type: row.type, sent: row.sent }));
  }

  /**
   * Writes an event as another process's relay would have, `ageMs` ago: the row a process left
   * when it stopped, or one a live instance is handing over itself. Its id.
   */
  async writeAsAnotherProcess<K extends EventType>(
    type: K,
    payload: EventPayload<K>,
    ageMs: number,
  ): Promise<string> {
    const { rows } = await this.sql.query<{ event_id: string }>(
      `INSERT INTO ${this.schema}.outbox (event_id, type, payload, correlation_id, occurred_at,
         written_by)
       VALUES (gen_random_uuid(), $1, $2, gen_random_uuid()::text,
         now() - make_interval(secs => $3::int / 1000.0), 'another-process')
       RETURNING event_id`,
      [type, JSON.stringify(payload), ageMs],
    );
    return rows[0]!.event_id;
  }

  async unsent(): Promise<OutboxRowState[]> {
    return (await this.rows()).filter((row) => !row.sent);
  }

  /** How many times each event was delivered, by id. */
  deliveries(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const event of this.received) counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
    return counts;
  }

  /** Waits until every row of the outbox is sent and delivered; then the events not delivered once. */
  async settle(timeoutMs = 30_000): Promise<{ rows: OutboxRowState[]; notOnce: string[] }> {
    const rows = await eventually(async () => {
      const all = await this.rows();
      const counts = this.deliveries();
      return all.every((row) => row.sent && counts.has(row.eventId)) && all;
    }, timeoutMs);
    const counts = this.deliveries();
    const notOnce = rows
      .filter((row) => counts.get(row.eventId) !== 1)
      .map((row) => `${row.type} ${row.eventId} x${counts.get(row.eventId) ?? 0}`);
    return { rows, notOnce };
  }

  async close(): Promise<void> {
    await this.connection.close();
    await this.sql.end();
  }
}

/** The outbox gauges a service shows Prometheus, with its own `service` label. */
export async function outboxGauges(
  app: INestApplication,
  service: string,
): Promise<{ backlog: number; oldestAge: number }> {
  const text = await app.get(Metrics).text();
  return {
    backlog: sampleValue(text, METRICS.outboxBacklog, { service }),
    oldestAge: sampleValue(text, METRICS.outboxOldestAge, { service }),
  };
}

/**
 * A service's Nest app in the test's process, on a database of its own, reaching RabbitMQ
 * through a proxy the test can cut (`broker.cut()`), with a probe of its events and outbox
 * listening from before it starts. `module` makes the app from the environment given.
 */
export async function startBehindProxy(options: {
  label: string;
  schema: string;
  events: EventType[];
  redis?: boolean;
  module: (env: Record<string, string>) => DynamicModule;
}): Promise<{
  service: BootedService;
  broker: TcpProxy;
  probe: OutboxProbe;
  close: () => Promise<void>;
}> {
  const database = await createTestDatabase(options.label.replace(/-/g, '_'));
  const namespace = uniqueNamespace(options.label);
  const probe = await OutboxProbe.start({
    namespace,
    databaseUrl: database.url,
    schema: options.schema,
    events: options.events,
  });
  const broker = await TcpProxy.start(testUrls.amqp, 5672);
  const service = await bootServiceForTest(
    options.module({
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: options.redis }),
      AMQP_URL: broker.urlFor(testUrls.amqp),
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '200',
    }),
    namespace,
  );
  return {
    service,
    broker,
    probe,
    close: async () => {
      await service.close();
      await broker.close();
      await probe.close();
      await database.drop();
    },
  };
}
