// Suspicion reports with the NCA consent clock, the officer's export, and erasure.
import { randomUUID } from 'node:crypto';
import type { OrderCompliance, OrderSnapshot } from '@fx/contracts';
import { londonNow } from '@fx/contracts';
import { eventually, testClock } from '@fx/service-kit/testing';
import { SuspicionReports } from '../src/cases/suspicion-reports';
import { startCasesStack } from './support/cases-stack';
import type { CasesStack } from './support/cases-stack';
import {
  CLERK,
  OFFICER,
  cancel,
  erase,
  hoursAgo,
  known,
  orderOf,
  place,
  screened as markScreened,
  standingOf as standingBecomes,
} from './support/cases-orders';

let stack: CasesStack;

beforeAll(async () => {
  stack = await startCasesStack('compliance-reports');
}, 60_000);
afterAll(() => stack?.close());

const standingOf = (order: OrderSnapshot, status: OrderCompliance['status']) =>
  standingBecomes(stack, order, status);
const screened = (order: OrderSnapshot) => markScreened(stack, order);

const today = () => londonNow(testClock().now()).date;

describe('suspicion reports', () => {
  it('tells the raiser only the receipt; the officer sees it; consent asked holds open orders until given', async () => {
    const email = `${randomUUID()}@example.com`;
    const first = await place(stack, orderOf({ email, placedAt: hoursAgo(5) }));
    const second = await place(stack, orderOf({ email, placedAt: hoursAgo(4) }));
    const gone = orderOf({ email, placedAt: hoursAgo(3) });
    await cancel(stack, gone, hoursAgo(2));
    await known(stack, first, second, gone);
    await eventually(async () => {
      const [row] = await stack.sql<{ status: string }[]>(
        'SELECT status FROM compliance.orders WHERE order_id = $1',
        [gone.orderId],
      );
      return row?.status === 'cancelled';
    });
    await Promise.all([first, second].map(screened));

    const receipt = await stack.rpc('compliance.reports.raise', {
      orderId: first.orderId,
      noticed: 'Paid in used notes, nervous, asked to split the order',
      by: CLERK,
    });
    expect(Object.keys(receipt).sort()).toEqual(['receivedAt', 'reference']);
    expect(receipt.reference).toMatch(new RegExp(`^SR-${today().slice(0, 4)}-\\d{4}$`));

    const { reports } = await stack.rpc('compliance.reports.list', { status: 'open', by: OFFICER });
    const report = reports.find((found) => found.reference === receipt.reference)!;
    expect(report).toMatchObject({
      status: 'raised',
      raisedBy: CLERK,
      noticed: 'Paid in used notes, nervous, asked to split the order',
      customerEmail: email,
    });
    expect(report.orders.map((ref) => ref.orderId).sort()).toEqual(
      [first.orderId, second.orderId, gone.orderId].sort(),
    );

    // Without a reason: refused naming the field (at the transport and in the service), nothing changed.
    const submit = {
      outcome: 'submitted' as const,
      ncaReference: 'NCA-2026-771',
      submittedOn: today(),
      consentRequested: true,
    };
    await expect(
      stack.rpc('compliance.reports.decide', {
        id: report.id,
        decision: { ...submit, reason: '' },
        by: OFFICER,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      stack.service.app
        .get(SuspicionReports)
        .decide(report.id, { ...submit, reason: '  ' }, OFFICER),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'decision.reason', message: 'Give the reason' }],
    });
    expect((await stack.rpc('compliance.reports.get', { id: report.id, by: OFFICER })).status).toBe(
      'raised',
    );

    const submitted = await stack.rpc('compliance.reports.decide', {
      id: report.id,
      decision: { ...submit, reason: 'Cash of unexplained origin' },
      by: OFFICER,
    });
    expect(submitted.status).toBe('awaiting_consent');
    expect(submitted.nca).toMatchObject({ reference: 'NCA-2026-771', consentRequested: true });
    expect(submitted.nca?.noticeEndsOn && submitted.nca.noticeEndsOn > today()).toBe(true);
    for (const order of [first, second])
      expect((await standingOf(order, 'held')).holds).toEqual([
        expect.objectContaining({ kind: 'suspicion_report' }),
      ]);
    expect(stack.eventsOf(gone.orderId).filter((event) => event.type === 'order.held')).toEqual([]);

    const dashboard = await stack.rpc('compliance.dashboard', { by: OFFICER });
    expect(dashboard.reports.awaitingConsent).toBeGreaterThanOrEqual(1);
    expect(dashboard.openHolds.map((hold) => hold.order.orderId)).toEqual(
      expect.arrayContaining([first.orderId, second.orderId]),
    );
    expect(dashboard.alerts.some((alert) => alert.message.includes(receipt.reference))).toBe(true);

    const given = await stack.rpc('compliance.reports.consent', {
      id: report.id,
      outcome: 'given',
      on: today(),
      reason: 'NCA consent letter received',
      by: OFFICER,
    });
    expect(given).toMatchObject({ status: 'submitted', nca: { consentGivenOn: today() } });
    for (const order of [first, second])
      expect((await standingOf(order, 'clear')).holds).toEqual([]);
    const outcomes = await stack.sql<{ outcome: string }[]>(
      "SELECT outcome FROM compliance.holds WHERE kind = 'suspicion_report' AND report_id = $1",
      [report.id],
    );
    expect(outcomes).toEqual([{ outcome: 'released' }, { outcome: 'released' }]);
  });

  it('lifts the holds when the notice period passed without a refusal (the sweep)', async () => {
    const order = await place(stack, orderOf({ placedAt: hoursAgo(2) }));
    await known(stack, order);
    await screened(order);
    const { reference } = await stack.rpc('compliance.reports.raise', {
      orderId: order.orderId,
      noticed: 'Third-party cash brought in an envelope',
      by: CLERK,
    });
    const { reports } = await stack.rpc('compliance.reports.list', { status: 'open', by: OFFICER });
    const report = reports.find((found) => found.reference === reference)!;
    const submittedOn = '2025-10-01';
    const decided = await stack.rpc('compliance.reports.decide', {
      id: report.id,
      decision: {
        outcome: 'submitted',
        ncaReference: 'NCA-1',
        submittedOn,
        consentRequested: true,
        reason: 'Unexplained third-party cash',
      },
      by: OFFICER,
    });
    expect(decided.nca?.noticeEndsOn).toBe('2025-10-10');
    await standingOf(order, 'held');
    expect(await stack.service.app.get(SuspicionReports).sweep()).toBeGreaterThanOrEqual(1);
    expect((await standingOf(order, 'clear')).holds).toEqual([]);
  });
});

describe('the export for an HMRC visit', () => {
  it('writes a header row and neutralises cells that a spreadsheet would run as formulas', async () => {
    const order = await place(
      stack,
      orderOf({
        totalGbp: '1200.00',
        level: 'id',
        firstName: '=HYPERLINK("http://x.example")',
        lastName: 'Smith',
      }),
    );
    await known(stack, order);
    // The order's own day: placed an hour ago, it is yesterday's in the first hour of a day.
    const placedOn = londonNow(new Date(order.placedAt)).date;
    const { filename, csv } = await stack.rpc('compliance.export', {
      from: placedOn,
      to: today(),
      by: OFFICER,
    });
    expect(filename).toBe(`compliance-${placedOn}-to-${today()}.csv`);
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe('record,at,order_number,customer,amount_gbp,what,outcome,reason,by');
    const line = lines.find((text) => text.includes(order.orderNumber))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"") Smith"`);
    expect(line).toContain('1200.00,due diligence id');
  });
});

describe('erasure of an order', () => {
  it('keeps everything while a report is open; a closed EDD case keeps its order ids only', async () => {
    const reported = await place(stack, orderOf({ placedAt: hoursAgo(3) }));
    await known(stack, reported);
    const { reference } = await stack.rpc('compliance.reports.raise', {
      customerEmail: reported.customer.email,
      noticed: 'Customer asked how to avoid the ID check',
      by: CLERK,
    });
    const order = await place(
      stack,
      orderOf({
        totalGbp: '14000.00',
        level: 'enhanced',
        answers: {
          politicallyExposed: false,
          sourceOfFunds: 'salary',
          nationality: 'GB',
          countryOfResidence: 'GB',
        },
      }),
    );
    const eddCase = await eventually(async () => {
      const { cases } = await stack.rpc('compliance.cases.list', { status: 'open', by: OFFICER });
      return cases.find((found) => found.orders.some((ref) => ref.orderId === order.orderId));
    }, 15_000);
    await stack.rpc('compliance.cases.decideEdd', {
      id: eddCase.id,
      outcome: 'rejected',
      reason: 'Source of funds not evidenced',
      by: OFFICER,
    });
    // Rejected: the case is closed and the order stays held.
    await standingOf(order, 'held');

    await erase(stack, reported);
    await erase(stack, order);
    const erased = await eventually(async () => {
      const found = await stack.rpc('compliance.cases.get', { id: eddCase.id, by: OFFICER });
      return found.edd === null ? found : undefined;
    }, 15_000);
    expect(erased.orders.map((ref) => ref.orderId)).toEqual([order.orderId]);
    const { reports } = await stack.rpc('compliance.reports.list', { status: 'open', by: OFFICER });
    expect(reports.find((found) => found.reference === reference)).toMatchObject({
      customerEmail: reported.customer.email.toLowerCase(),
      noticed: 'Customer asked how to avoid the ID check',
    });
  });
});
