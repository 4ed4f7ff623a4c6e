// The sanctions list on the real stack: the first list from SANCTIONS_LIST_FILE, imports refused
// when malformed or shrunk (the list in force stays, officers told), the download from
// SANCTIONS_LIST_URL (a local server of the test's own), re-screening open orders after an import.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@fx/service-kit/testing';
import {
  alerts,
  officer,
  orderSnapshot,
  place,
  refusal,
  standingBecomes,
  standingsOf,
  startComplianceStack,
} from './support/compliance-stack';
import type { ComplianceStack } from './support/compliance-stack';
import { fictionalPeople, listServer, londonDayAgo, ukListCsv } from './support/list-files';

const people = fictionalPeople(50);
let served = ukListCsv(people);
let status = 200;
let server: Awaited<ReturnType<typeof listServer>>;
let stack: ComplianceStack;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'sanctions-')), 'first-list.csv');
  writeFileSync(file, ukListCsv(people));
  server = await listServer(
    () => served,
    () => status,
  );
  stack = await startComplianceStack('compliance-list', {
    SANCTIONS_LIST_FILE: file,
    SANCTIONS_LIST_URL: server.url,
  });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await server?.close();
});

const listStatus = () => stack.request('compliance.list.status', {});

it('the first list comes from SANCTIONS_LIST_FILE, its date and counts shown', async () => {
  expect(await listStatus()).toMatchObject({
    listDate: londonDayAgo(0),
    entries: 50,
    names: 50,
    format: 'uk_sanctions_list',
    stale: false,
    lastRefusal: null,
  });
});

it('a malformed file is refused naming the line and column; the list in force stays', async () => {
  const before = await listStatus();
  const broken = [...people.slice(0, 2), { id: 'BROKEN', names: [''] }, ...people.slice(2)];
  const refused = await refusal(
    stack.request('compliance.list.import', { csv: ukListCsv(broken), by: officer }),
  );
  expect(refused.code).toBe('SANCTIONS_LIST_INVALID');
  expect(refused.message).toMatch(/line 5/);
  expect(refused.message).toMatch(/Name 6|Name 1/);
  const after = await listStatus();
  expect(after).toMatchObject({ importedAt: before.importedAt, entries: 50 });
  expect(after.lastRefusal?.reason).toMatch(/line 5/);
});

it('a list that shrank by more than the allowed share is refused and officers told', async () => {
  const before = await listStatus();
  const refused = await refusal(
    stack.request('compliance.list.import', { csv: ukListCsv(people.slice(0, 39)), by: officer }),
  );
  expect(refused.code).toBe('SANCTIONS_LIST_SHRANK');
  expect(await listStatus()).toMatchObject({ importedAt: before.importedAt, entries: 50 });
  const shrank = (alert: { message: string }) => /39 entries.*50/.test(alert.message);
  await eventually(() => alerts(stack, 'list_refused').some(shrank));
  // Stored once for the officer's dashboard, announced once.
  const dashboard = await stack.request('compliance.dashboard', { by: officer });
  expect(dashboard.alerts.filter(shrank)).toEqual([
    expect.objectContaining({ kind: 'list_refused' }),
  ]);
  expect(alerts(stack, 'list_refused').filter(shrank)).toHaveLength(1);
});

it('an unreachable URL is refused and the list in force stays', async () => {
  status = 503;
  const refused = await refusal(stack.request('compliance.list.import', { by: officer }));
  status = 200;
  expect(refused.code).toBe('SANCTIONS_LIST_UNAVAILABLE');
  expect((await listStatus()).entries).toBe(50);
});

it('a list downloaded from SANCTIONS_LIST_URL is in force, and open orders are screened again', async () => {
  const newcomer = { id: 'NEW0001', names: ['Quorvald Ystrembek'] };
  const before = await place(
    stack,
    orderSnapshot({ firstName: 'Quorvald', lastName: 'Ystrembek' }),
  );
  const other = await place(stack, orderSnapshot({ firstName: 'Alice', lastName: 'Pemberton' }));
  await standingBecomes(stack, before.orderId, 'order.screened');
  await standingBecomes(stack, other.orderId, 'order.screened');

  served = ukListCsv([...people.slice(0, 45), newcomer], 1);
  const imported = await stack.request('compliance.list.import', { by: officer });
  expect(imported).toMatchObject({
    entries: 46,
    source: server.url,
    listDate: londonDayAgo(1),
    lastRefusal: null,
  });
  await eventually(() => alerts(stack, 'list_imported').length >= 2);

  const held = await standingBecomes(stack, before.orderId, 'order.held');
  expect(held).toMatchObject({ status: 'held', sequence: 2 });
  // Clear stays clear: nothing more announced for the other order.
  await eventually(async () => {
    const [row] = await stack.sql<{ list: string }[]>(
      'SELECT screened_list_id AS list FROM compliance.orders WHERE order_id = $1',
      [other.orderId],
    );
    const [inForce] = await stack.sql<{ id: string }[]>(
      'SELECT id FROM compliance.sanctions_lists WHERE in_force',
    );
    return row?.list === inForce?.id;
  });
  expect(standingsOf(stack, other.orderId).map((event) => event.type)).toEqual(['order.screened']);
});
