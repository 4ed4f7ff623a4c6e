import { Client } from 'pg';
import {
  bootServiceForTest,
  createTestDatabase,
  memoryLogger,
  productionSiteEnv,
  serviceTestEnv,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import type { Office } from '@fx/contracts';
import { AppModule } from '../src/app.module';
import { BranchesSync } from '../src/branches/branches-sync';
import { BranchesRepository } from '../src/branches/branches.repository';
import { loadEnv } from '../src/config/env';

const harbourside: Office = {
  id: 'harbourside',
  name: 'Harbourside',
  address: '1 Canons Way, Bristol BS1 5LL',
  phone: '0117 496 0010',
  hours: [{ days: 'Every day', opens: '10:00', closes: '16:00' }],
  collectionPoint: true,
};

const closedWeek = {
  mon: null,
  tue: null,
  wed: null,
  thu: null,
  fri: null,
  sat: null,
  sun: null,
};

/** A second bureau: its branches, not the example one's, are where orders are collected. */
describe("the collection points follow the bureau's SITE_OFFICES", () => {
  const { logger } = memoryLogger('orders');
  let database: TestDatabase;
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;
  let sql: Client;

  beforeAll(async () => {
    database = await createTestDatabase('branches');
    const namespace = uniqueNamespace('branches');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      LOG_LEVEL: 'silent',
      SITE_BRAND_NAME: productionSiteEnv.SITE_BRAND_NAME,
      SITE_OFFICES: productionSiteEnv.SITE_OFFICES,
    });
    service = await bootServiceForTest(AppModule.register(env, logger), namespace);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });

  /** What the next start does with these offices (BranchesSync, as at boot). */
  const startAgainWith = (offices: Office[]) =>
    new BranchesSync(service.app.get(BranchesRepository), {
      brandName: 'Riverside Currency',
      offices,
    }).onApplicationBootstrap();

  afterAll(async () => {
    await sql?.end();
    await service?.close();
    await database?.drop();
  });

  it("lists the bureau's own branch, named for it, and no longer the example one", async () => {
    const { branches } = await service.client.request('orders.branches.list', {});
    expect(branches).toEqual([
      expect.objectContaining({
        id: 'quay-street',
        name: 'Riverside Currency, Quay Street',
        address: '4 Quay Street, Bristol BS1 4DB',
        openingHours: 'Monday to Saturday 09:00–17:30',
      }),
    ]);
    // The example branch is kept for the orders that name it, switched off.
    const { rows } = await sql.query<{ id: string; active: boolean }>(
      'SELECT id, active FROM orders.branches ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'high-street-north', active: false },
      { id: 'quay-street', active: true },
    ]);
  });

  it('takes a changed office list at the next start: new branches on, removed ones off', async () => {
    await startAgainWith([
      harbourside,
      {
        id: 'quay-street',
        name: 'Quay Street',
        address: '4 Quay Street, Bristol BS1 4DB',
        phone: '0117 496 0004',
        hours: [{ days: 'Monday to Saturday', opens: '09:00', closes: '17:30' }],
        collectionPoint: false,
      },
    ]);
    const { branches } = await service.client.request('orders.branches.list', {});
    expect(branches.map((branch) => branch.name)).toEqual(['Riverside Currency, Harbourside']);
    expect(branches[0]!.openingHours).toBe('Monday to Sunday 10:00–16:00');
  });

  it("keeps the week staff set when the settings' hours change, and follows the new phone", async () => {
    const weekdays = { opens: '08:30', closes: '17:00' };
    const schedule = {
      weekly: { ...closedWeek, mon: weekdays, tue: weekdays, wed: weekdays },
      closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
      sameDayCutoff: '12:00',
    };
    await service.client.request('orders.branches.schedule', {
      branchId: 'harbourside',
      schedule,
      by: { kind: 'staff', id: 'clerk@riverside.test' },
    });
    await startAgainWith([{ ...harbourside, phone: '0117 496 0099' }]);
    const { branches } = await service.client.request('orders.branches.list', {});
    expect(branches).toEqual([
      expect.objectContaining({
        id: 'harbourside',
        phone: '0117 496 0099',
        schedule,
        openingHours: 'Monday to Wednesday 08:30–17:00',
        hours: [{ days: 'Monday to Wednesday', opens: '08:30', closes: '17:00' }],
      }),
    ]);
  });
});
