// A suspicion report submitted with consent requested holds the customer's orders placed later
// too, while consent is awaited and in the moratorium after a refusal; consent lifts them all.
import { randomUUID } from 'node:crypto';
import type { OrderSnapshot } from '@fx/contracts';
import { londonNow } from '@fx/contracts';
import { testClock } from '@fx/service-kit/testing';
import { startCasesStack } from './support/cases-stack';
import type { CasesStack } from './support/cases-stack';
import {
  CLERK,
  OFFICER,
  hoursAgo,
  known,
  orderOf,
  place,
  screened,
  standingOf,
} from './support/cases-orders';

let stack: CasesStack;

beforeAll(async () => {
  stack = await startCasesStack('compliance-reports-later');
}, 60_000);
afterAll(() => stack?.close());

const today = () => londonNow(testClock().now()).date;

/** Places the order and waits until the service has looked at it (recorded and screened). */
async function placedAndKnown(order: OrderSnapshot) {
  await place(stack, order);
  await known(stack, order);
  await screened(stack, order);
  return order;
}

it('holds orders the customer places while consent is awaited or in the moratorium', async () => {
  const email = `${randomUUID()}@example.com`;
  const first = await placedAndKnown(orderOf({ email, placedAt: hoursAgo(5) }));
  const { reference } = await stack.rpc('compliance.reports.raise', {
    orderId: first.orderId,
    noticed: 'Paid in used notes, asked to split the order',
    by: CLERK,
  });
  const { reports } = await stack.rpc('compliance.reports.list', { status: 'open', by: OFFICER });
  const report = reports.find((found) => found.reference === reference)!;

  await stack.rpc('compliance.reports.decide', {
    id: report.id,
    decision: {
      outcome: 'submitted',
      ncaReference: 'NCA-2026-900',
      submittedOn: today(),
      consentRequested: true,
      reason: 'Cash of unexplained origin',
    },
    by: OFFICER,
  });
  await standingOf(stack, first, 'held');

  // Awaiting consent: the customer's next order (its e-mail written differently) is held.
  const awaiting = orderOf({ email: email.toUpperCase(), placedAt: hoursAgo(3) });
  const stranger = orderOf({ placedAt: hoursAgo(3) });
  await place(stack, awaiting);
  await placedAndKnown(stranger);
  expect((await standingOf(stack, awaiting, 'held')).holds).toEqual([
    expect.objectContaining({ kind: 'suspicion_report' }),
  ]);
  await screened(stack, awaiting);

  // Refused: in the moratorium, the next order is held too.
  await stack.rpc('compliance.reports.consent', {
    id: report.id,
    outcome: 'refused',
    on: today(),
    reason: 'NCA refused consent',
    by: OFFICER,
  });
  const moratorium = orderOf({ email, placedAt: hoursAgo(2) });
  await place(stack, moratorium);
  expect((await standingOf(stack, moratorium, 'held')).holds).toEqual([
    expect.objectContaining({ kind: 'suspicion_report' }),
  ]);
  await screened(stack, moratorium);
  expect(stack.eventsOf(stranger.orderId).filter((event) => event.type === 'order.held')).toEqual(
    [],
  );
  const dashboard = await stack.rpc('compliance.dashboard', { by: OFFICER });
  expect(dashboard.openHolds.map((hold) => hold.order.orderId)).toEqual(
    expect.arrayContaining([first.orderId, awaiting.orderId, moratorium.orderId]),
  );

  // Consent given: every hold of the report is lifted, the later orders' too.
  await stack.rpc('compliance.reports.consent', {
    id: report.id,
    outcome: 'given',
    on: today(),
    reason: 'NCA consent letter received',
    by: OFFICER,
  });
  for (const order of [first, awaiting, moratorium])
    expect((await standingOf(stack, order, 'clear')).holds).toEqual([]);
});
