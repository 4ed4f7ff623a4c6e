// Screening on the real stack: each placed order screened against the bundled fictional sample
// (imported at start), held on a possible match, clear otherwise; the officer clears or confirms.
import { COMPLIANCE_DEFAULTS } from '@fx/contracts';
import type { OrderCompliance } from '@fx/contracts';
import { SanctionsIndex } from '../src/sanctions/sanctions-index';
import { eventually } from '@fx/service-kit/testing';
import {
  clerk,
  dueDiligence,
  officer,
  orderSnapshot,
  place,
  refusal,
  standingBecomes,
  standingsOf,
  startComplianceStack,
} from './support/compliance-stack';
import type { ComplianceStack } from './support/compliance-stack';
import { accentedIndividual, sampleList, withoutAccents } from './support/sample-list';

let stack: ComplianceStack;

beforeAll(async () => {
  stack = await startComplianceStack('compliance-screening');
}, 60_000);
afterAll(() => stack?.close());

const listed = accentedIndividual();

async function heldOrder(first: string, last: string) {
  const order = await place(stack, orderSnapshot({ firstName: first, lastName: last }));
  const standing = await standingBecomes(stack, order.orderId, 'order.held');
  return { order, standing };
}

describe('an order in a listed name', () => {
  it.each([
    ['as listed', listed.first, listed.last],
    ['with the words swapped', listed.last, listed.first],
    ['with an accent dropped', withoutAccents(listed.first), withoutAccents(listed.last)],
  ])(
    'is held (%s), the officer sees the match, and it is never announced clear',
    async (_, first, last) => {
      const { order, standing } = await heldOrder(first, last);
      expect(standing).toMatchObject({ status: 'held', holds: [{ kind: 'sanctions_match' }] });
      const { holds } = await stack.request('compliance.holds.list', {
        status: 'open',
        by: officer,
      });
      const hold = holds.find((candidate) => candidate.order.orderId === order.orderId);
      expect(hold?.matches.map((match) => match.entryId)).toContain(listed.entry.id);
      expect(hold?.order.customerName).toBe(`${first} ${last}`);
      expect(standingsOf(stack, order.orderId).map((event) => event.type)).toEqual(['order.held']);
    },
  );
});

it('an ordinary name is screened clear', async () => {
  const order = await place(stack, orderSnapshot({ firstName: 'Margaret', lastName: 'Thompson' }));
  const standing = await standingBecomes(stack, order.orderId, 'order.screened');
  expect(standing).toMatchObject({ status: 'clear', holds: [], sequence: 1 });
});

it('an order.placed delivered again is not screened or announced twice', async () => {
  const order = await place(stack, orderSnapshot({ firstName: 'Edith', lastName: 'Warren' }));
  await standingBecomes(stack, order.orderId, 'order.screened');
  await place(stack, order);
  // Another order after it on the same queue: once it is screened, the repeat was handled too.
  const next = await place(stack, orderSnapshot({ firstName: 'Alan', lastName: 'Pryce' }));
  await standingBecomes(stack, next.orderId, 'order.screened');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const screenings = await stack.sql<{ count: string }[]>(
    'SELECT count(*) FROM compliance.screenings WHERE order_id = $1',
    [order.orderId],
  );
  expect(screenings[0]?.count).toBe('1');
  expect(standingsOf(stack, order.orderId).map((event) => event.type)).toEqual(['order.screened']);
});

it('a near-miss below the threshold is screened clear', async () => {
  // The listed surname, its accents dropped, with another first name: near, but below 0.88.
  const near = { firstName: 'Lucia', lastName: withoutAccents(listed.last) };
  const [best] = SanctionsIndex.build(sampleList().entries).screen(
    { name: `${near.firstName} ${near.lastName}` },
    0.5,
  );
  expect(best?.score).toBeGreaterThan(0.75);
  expect(best?.score).toBeLessThan(COMPLIANCE_DEFAULTS.sanctionsMatchThreshold);
  const order = await place(stack, orderSnapshot(near));
  expect((await standingBecomes(stack, order.orderId, 'order.screened')).status).toBe('clear');
});

it('the officer clears a possible match with a reason: order.cleared, clear', async () => {
  const { order } = await heldOrder(listed.first, listed.last);
  const { holds } = await stack.request('compliance.holds.list', { status: 'open', by: officer });
  const hold = holds.find((candidate) => candidate.order.orderId === order.orderId)!;

  const noReason = await refusal(
    stack.request('compliance.holds.clear', { id: hold.id, reason: ' ', by: officer }),
  );
  expect(noReason).toMatchObject({ code: 'VALIDATION_FAILED' });
  expect(noReason.details.map((detail) => detail.field)).toContain('reason');

  const cleared = await stack.request('compliance.holds.clear', {
    id: hold.id,
    reason: 'Different date of birth on the passport seen',
    by: officer,
  });
  expect(cleared.decision).toMatchObject({ outcome: 'cleared', by: officer });
  const standing = await standingBecomes(stack, order.orderId, 'order.cleared');
  expect(standing).toMatchObject({ status: 'clear', holds: [], sequence: 2 });

  const again = await refusal(
    stack.request('compliance.holds.clear', { id: hold.id, reason: 'twice over', by: officer }),
  );
  expect(again.code).toBe('COMPLIANCE_STATE_INVALID');
});

it('the officer confirms a match: frozen, the OFSI report kept', async () => {
  const { order } = await heldOrder(listed.last, listed.first);
  const [hold] = (
    await stack.request('compliance.holds.list', { status: 'open', by: officer })
  ).holds.filter((candidate) => candidate.order.orderId === order.orderId);
  const confirmed = await stack.request('compliance.holds.confirm', {
    id: hold!.id,
    reason: 'Same person: passport and date of birth match the listing',
    ofsiReference: 'OFSI-2026-0042',
    ofsiReportedOn: '2026-11-20',
    by: officer,
  });
  expect(confirmed.decision).toMatchObject({
    outcome: 'confirmed',
    ofsiReference: 'OFSI-2026-0042',
    ofsiReportedOn: '2026-11-20',
  });
  const standing: OrderCompliance = await standingBecomes(stack, order.orderId, 'order.frozen');
  expect(standing.status).toBe('frozen');
  const seen = await stack.request('compliance.holds.get', { id: hold!.id, by: officer });
  expect(seen.closedAt).not.toBeNull();
});

it('an enhanced due diligence hold is not cleared as a sanctions hold', async () => {
  const order = await place(
    stack,
    orderSnapshot(
      { firstName: 'Henry', lastName: 'Blackwood' },
      { totalGbp: '16000.00', dueDiligence: dueDiligence('enhanced', '16000.00') },
    ),
  );
  // Held from the first record on; screening then finds no match, and says so without clearing.
  await eventually(() => standingsOf(stack, order.orderId).length === 2, 15_000);
  const standings = standingsOf(stack, order.orderId)
    .map((event) => ({ type: event.type, ...(event.payload as OrderCompliance) }))
    .sort((a, b) => a.sequence - b.sequence);
  expect(standings).toMatchObject([
    { type: 'order.held', status: 'held', holds: [{ kind: 'enhanced_due_diligence' }] },
    { type: 'order.screened', status: 'held', holds: [{ kind: 'enhanced_due_diligence' }] },
  ]);
  const { holds } = await stack.request('compliance.holds.list', { status: 'open', by: officer });
  const hold = holds.find((candidate) => candidate.order.orderId === order.orderId)!;
  expect(hold.kind).toBe('enhanced_due_diligence');
  const refused = await refusal(
    stack.request('compliance.holds.clear', { id: hold.id, reason: 'looks fine', by: officer }),
  );
  expect(refused.code).toBe('COMPLIANCE_STATE_INVALID');
  expect(
    (await stack.request('compliance.holds.get', { id: hold.id, by: officer })).closedAt,
  ).toBeNull();
});

it('every view and decision is in the audit log, which no one can change', async () => {
  const { entries } = await stack.request('compliance.audit.list', {
    page: 1,
    pageSize: 200,
    by: clerk,
  });
  const actions = entries.map((entry) => entry.action);
  expect(actions).toEqual(
    expect.arrayContaining([
      'viewed open holds',
      'cleared hold',
      'confirmed sanctions match',
      'imported sanctions list',
    ]),
  );
  expect(entries.find((entry) => entry.action === 'cleared hold')?.by).toEqual(officer);

  const total = (
    await stack.sql<{ n: number }[]>('SELECT count(*)::int AS n FROM compliance.audit_log')
  )[0]!.n;
  await expect(stack.sql("UPDATE compliance.audit_log SET action = 'nothing'")).rejects.toThrow(
    /append-only/,
  );
  await expect(stack.sql('DELETE FROM compliance.audit_log')).rejects.toThrow(/append-only/);
  await expect(stack.sql('TRUNCATE compliance.audit_log')).rejects.toThrow(/append-only/);
  await eventually(async () => {
    const [row] = await stack.sql<{ n: number; changed: number }[]>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE action = 'nothing')::int AS changed FROM compliance.audit_log",
    );
    return row!.n >= total && row!.changed === 0;
  });
});
