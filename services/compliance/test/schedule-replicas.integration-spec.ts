// The compliance service's timers with three instances on one database and broker (a Swarm
// service with three replicas): the first list at start, the sweep of pending orders and the
// scheduled download each done once.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventPublisher } from '@fx/service-kit';
import {
  OutboxProbe,
  bootReplicas,
  createTestDatabase,
  eventually,
  memoryLogger,
  serviceTestEnv,
  testNowEnv,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';
import { ScreeningSchedule } from '../src/screening/screening.schedule';
import { COMPLIANCE_EVENT_TYPES, orderSnapshot } from './support/compliance-stack';
import { fictionalPeople, listServer, ukListCsv } from './support/list-files';

const INSTANCES = 3;
/** A list the size of a real one's few thousand entries: its import takes a while. */
const LIST = ukListCsv(fictionalPeople(3000));
const LIST_FILE = join(tmpdir(), `compliance-replicas-${process.pid}.csv`);

describe('compliance timers with three instances', () => {
  const { logger } = memoryLogger('compliance');
  let database: TestDatabase;
  let probe: OutboxProbe;
  let apps: INestApplication[] = [];
  let downloads = 0;
  let listSource: Awaited<ReturnType<typeof listServer>>;

  const sql = <T>(text: string, values: unknown[] = []) =>
    apps[0]!.get(DataSource).query<T>(text, values);
  const count = async (text: string, values: unknown[] = []) =>
    Number((await sql<{ n: string }[]>(text, values))[0]?.n);
  const eventsOf = (type: string, orderIds: Set<string>) =>
    probe.received.filter(
      (event) =>
        event.type === type && orderIds.has((event.payload as { orderId: string }).orderId),
    );

  beforeAll(async () => {
    writeFileSync(LIST_FILE, LIST);
    listSource = await listServer(() => {
      downloads += 1;
      return LIST;
    });
    database = await createTestDatabase('compliance_replicas');
    const namespace = uniqueNamespace('compliance-replicas');
    probe = await OutboxProbe.start({
      namespace,
      databaseUrl: database.url,
      schema: 'compliance',
      events: COMPLIANCE_EVENT_TYPES,
    });
    const env = {
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      ...testNowEnv(),
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '200',
      SCREENING_RETRY_SECONDS: '1',
      SANCTIONS_LIST_FILE: LIST_FILE,
      SANCTIONS_LIST_URL: listSource.url,
      SANCTIONS_IMPORT_EVERY_HOURS: '1',
    };
    // An installation that ran once without its list (the file was missing): its schema is
    // there, so the three below reach their first import together.
    const [first] = await bootReplicas(1, () =>
      AppModule.register(loadEnv({ ...env, SANCTIONS_LIST_FILE: '/nonexistent.csv' }), logger),
    );
    await first!.close();
    apps = await bootReplicas(INSTANCES, () => AppModule.register(loadEnv(env), logger));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await probe?.close();
    await listSource?.close();
    await database?.drop();
    rmSync(LIST_FILE, { force: true });
  });

  it('imports the first sanctions list once when the three start together on an empty database', async () => {
    expect(await count('SELECT count(*) AS n FROM compliance.sanctions_lists')).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM compliance.audit_log WHERE action = 'imported sanctions list'",
      ),
    ).toBe(1);
    const imported = () =>
      probe.received.filter(
        (event) =>
          event.type === 'compliance.alert' &&
          (event.payload as { kind: string }).kind === 'list_imported',
      );
    await eventually(() => imported().length > 0, 20_000);
    await sleep(1000);
    expect(imported()).toHaveLength(1);
  });

  it('screens each order left pending once, however many instances sweep', async () => {
    const publisher = apps[0]!.get(EventPublisher);
    const orders = Array.from({ length: 12 }, (_, index) =>
      orderSnapshot({ firstName: 'Ada', lastName: `Pending${index}` }),
    );
    const ids = new Set(orders.map((order) => order.orderId));
    for (const order of orders) await publisher.publish('order.placed', { order });
    await eventually(() => eventsOf('order.screened', ids).length === ids.size, 20_000);
    // Left pending, as when screening was down: each instance's sweep (every second) finds them.
    await sql('DELETE FROM compliance.screenings WHERE order_id = ANY($1::uuid[])', [[...ids]]);
    await sql('UPDATE compliance.orders SET screened_at = NULL WHERE order_id = ANY($1::uuid[])', [
      [...ids],
    ]);
    const before = eventsOf('order.screened', ids).length;

    await eventually(
      async () =>
        (await count(
          'SELECT count(*) AS n FROM compliance.orders WHERE order_id = ANY($1::uuid[]) AND screened_at IS NOT NULL',
          [[...ids]],
        )) === ids.size,
      20_000,
    );
    await sleep(2500); // several more sweeps on every instance

    const screenings = await sql<{ order_id: string; n: string }[]>(
      `SELECT order_id, count(*) AS n FROM compliance.screenings
        WHERE order_id = ANY($1::uuid[]) GROUP BY order_id`,
      [[...ids]],
    );
    expect(screenings.map((row) => Number(row.n))).toEqual(orders.map(() => 1));
    expect(eventsOf('order.screened', ids).length - before).toBe(ids.size);
  }, 60_000);

  it("downloads the list from SANCTIONS_LIST_URL once when it is due, whichever instances' timers fire", async () => {
    await sql(
      "UPDATE compliance.sanctions_lists SET imported_at = imported_at - interval '2 hours'",
    );
    const lists = await count('SELECT count(*) AS n FROM compliance.sanctions_lists');
    const tick = () => Promise.all(apps.map((app) => app.get(ScreeningSchedule).importIfDue()));

    await tick();
    await tick();

    expect(downloads).toBe(1);
    expect(await count('SELECT count(*) AS n FROM compliance.sanctions_lists')).toBe(lists + 1);
  });
});
