// Screening without a list: orders wait as "screening pending" (never announced clear), officers
// are told, and the sweep screens them once a list is in force; a stale list is alerted once a day.
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '@fx/service-kit/testing';
import { ListImport } from '../src/screening/list-import';
import {
  alerts,
  officer,
  orderSnapshot,
  place,
  standingBecomes,
  standingsOf,
  startComplianceStack,
} from './support/compliance-stack';
import type { ComplianceStack } from './support/compliance-stack';
import { fictionalPeople, ukListCsv } from './support/list-files';

let stack: ComplianceStack;

beforeAll(async () => {
  stack = await startComplianceStack('compliance-pending', {
    SANCTIONS_LIST_FILE: '/nonexistent/sanctions-list.csv',
    SANCTIONS_MAX_AGE_DAYS: '7',
  });
}, 60_000);
afterAll(() => stack?.close());

it('with no list in force an order stays pending, then is screened once a list is', async () => {
  expect(await stack.request('compliance.list.status', {})).toMatchObject({
    entries: 0,
    listDate: null,
    stale: true,
  });
  // Under load the relay's first sweep can take a while: the alert is in the outbox from the start.
  await eventually(
    () => alerts(stack, 'list_stale').some((alert) => /No sanctions list/.test(alert.message)),
    30_000,
  );

  const order = await place(stack, orderSnapshot({ firstName: 'Edith', lastName: 'Crawley' }));
  await eventually(async () => {
    const rows = await stack.sql<unknown[]>('SELECT 1 FROM compliance.orders WHERE order_id = $1', [
      order.orderId,
    ]);
    return rows.length === 1;
  });
  await sleep(2500); // more than one sweep (SCREENING_RETRY_SECONDS=1)
  expect(standingsOf(stack, order.orderId)).toEqual([]);
  const [row] = await stack.sql<{ screened_at: Date | null }[]>(
    'SELECT screened_at FROM compliance.orders WHERE order_id = $1',
    [order.orderId],
  );
  expect(row?.screened_at).toBeNull();

  await stack.request('compliance.list.import', {
    csv: ukListCsv(fictionalPeople(20), 10),
    source: 'officer upload',
    by: officer,
  });
  expect(await standingBecomes(stack, order.orderId, 'order.screened')).toMatchObject({
    status: 'clear',
  });
}, 60_000);

it('a list older than SANCTIONS_MAX_AGE_DAYS is shown stale and alerted once a day', async () => {
  const listStatus = await stack.request('compliance.list.status', {});
  expect(listStatus).toMatchObject({ entries: 20, stale: true, source: 'officer upload' });
  const check = stack.service.app.get(ListImport);
  // The stale alert of today already went out (no list, at start): not again today.
  expect(await check.alertIfStale()).toBe(false);
  await stack.sql("DELETE FROM compliance.alerts_sent WHERE kind = 'list_stale'");
  expect(await check.alertIfStale()).toBe(true);
  await eventually(() =>
    alerts(stack, 'list_stale').some((alert) => /10 days old/.test(alert.message)),
  );
  expect(await check.alertIfStale()).toBe(false);
});
