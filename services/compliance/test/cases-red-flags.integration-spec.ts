// The red-flag rules: each fires on what it describes, its near miss does not, a flag opens one
// case per rule and customer (later orders join it) and never holds the order.
import { randomUUID } from 'node:crypto';
import { eventually } from '@fx/service-kit/testing';
import { startCasesStack } from './support/cases-stack';
import type { CasesStack } from './support/cases-stack';
import {
  OFFICER,
  cancel,
  caseOf,
  hoursAgo,
  known,
  openCasesOf,
  orderOf,
  place,
} from './support/cases-orders';

let stack: CasesStack;
const email = () => `${randomUUID()}@example.com`;

beforeAll(async () => {
  stack = await startCasesStack('compliance-red-flags');
}, 60_000);
afterAll(() => stack?.close());

describe('splitting', () => {
  it('opens one case for orders just under the house threshold; others, and old ones, stay out', async () => {
    const old = email();
    const outside = await place(
      stack,
      orderOf({ email: old, totalGbp: '960.00', placedAt: hoursAgo(24 * 10) }),
    );
    const recent = await place(stack, orderOf({ email: old, totalGbp: '970.00' }));
    const customer = email();
    const first = await place(
      stack,
      orderOf({ email: customer, totalGbp: '950.00', placedAt: hoursAgo(30) }),
    );
    const farBelow = await place(
      stack,
      orderOf({ email: customer, totalGbp: '850.00', placedAt: hoursAgo(20) }),
    );
    const second = await place(
      stack,
      orderOf({ email: customer, totalGbp: '980.00', placedAt: hoursAgo(2) }),
    );

    const found = await caseOf(stack, 'splitting', second);
    expect(found.orders.map((ref) => ref.orderId).sort()).toEqual(
      [first.orderId, second.orderId].sort(),
    );
    expect(found.summary).toBe(
      '2 orders of GBP 950.00-980.00 within 7 days, each just under the house ID threshold (GBP 1000.00)',
    );
    await known(stack, outside, recent, farBelow);
    expect(await openCasesOf(stack, 'splitting', recent)).toEqual([]);

    // A third joins the same case rather than opening another.
    const third = await place(
      stack,
      orderOf({ email: customer, totalGbp: '990.00', placedAt: hoursAgo(1) }),
    );
    const joined = await eventually(async () => {
      const [again] = await openCasesOf(stack, 'splitting', third);
      return again;
    }, 15_000);
    expect(joined.id).toBe(found.id);
    expect(joined.orders).toHaveLength(3);

    // The flag holds nothing: no hold, no standing announced as held.
    const holds = await stack.sql<unknown[]>(
      'SELECT 1 FROM compliance.holds WHERE order_id = ANY($1::uuid[])',
      [[first.orderId, second.orderId, third.orderId]],
    );
    expect(holds).toEqual([]);
    expect(stack.eventsOf(second.orderId).filter((event) => event.type === 'order.held')).toEqual(
      [],
    );
  });

  it('also counts orders just under the order limit', async () => {
    const customer = email();
    await place(stack, orderOf({ email: customer, totalGbp: '2400.00', placedAt: hoursAgo(5) }));
    const second = await place(stack, orderOf({ email: customer, totalGbp: '2450.00' }));
    const found = await caseOf(stack, 'splitting', second);
    expect(found.summary).toContain('just under the order limit (GBP 2500.00)');
  });
});

describe('shared contact', () => {
  it('flags one phone number with different names, not one person ordering twice', async () => {
    const samePerson = '07700900001';
    const a = await place(stack, orderOf({ phone: samePerson, firstName: 'Ann', lastName: 'Lee' }));
    const b = await place(stack, orderOf({ phone: samePerson, firstName: 'ann', lastName: 'LEE' }));
    const shared = '07700 900 002';
    await place(stack, orderOf({ phone: shared, firstName: 'Ann', lastName: 'Lee' }));
    const other = await place(
      stack,
      orderOf({ phone: '07700900002', firstName: 'Bob', lastName: 'Stone' }),
    );

    const found = await caseOf(stack, 'shared_contact', other);
    expect(found.summary).toBe(
      'One phone number used with 2 different names within 90 days (2 orders)',
    );
    await known(stack, a, b);
    expect(await openCasesOf(stack, 'shared_contact', b)).toEqual([]);
  });

  it('flags one delivery address with different names', async () => {
    const address = {
      line1: `${Math.floor(Math.random() * 900) + 10} Tooley Street`,
      postcode: 'SE1 2QN',
    };
    await place(stack, orderOf({ delivery: address, firstName: 'Cara', lastName: 'Moss' }));
    const other = await place(
      stack,
      orderOf({ delivery: { ...address, postcode: 'se12qn' }, firstName: 'Dan', lastName: 'Reed' }),
    );
    const found = await caseOf(stack, 'shared_contact', other);
    expect(found.summary).toContain('One delivery address used with 2 different names');
  });
});

describe('many cancellations', () => {
  it('flags the third cancellation within the window, not the second', async () => {
    const twice = email();
    const [t1, t2, t3] = [1, 2, 3].map(() => orderOf({ email: twice, placedAt: hoursAgo(48) }));
    await cancel(stack, t1!, hoursAgo(40));
    await cancel(stack, t2!, hoursAgo(30));
    const thrice = email();
    const orders = [1, 2, 3].map(() => orderOf({ email: thrice, placedAt: hoursAgo(48) }));
    for (const [index, order] of orders.entries()) await cancel(stack, order, hoursAgo(10 - index));

    const found = await caseOf(stack, 'cancellations', orders[2]!);
    expect(found.summary).toBe('3 orders cancelled within 30 days');
    await known(stack, t1!, t2!);
    expect(await openCasesOf(stack, 'cancellations', t2!)).toEqual([]);

    await cancel(stack, t3!, hoursAgo(1));
    expect((await caseOf(stack, 'cancellations', t3!)).orders).toHaveLength(3);
  });
});

describe('unusual amount', () => {
  it("flags an order five times the customer's median, not four and a half, nor without history", async () => {
    const near = email();
    await place(stack, orderOf({ email: near, totalGbp: '100.00', placedAt: hoursAgo(500) }));
    await place(stack, orderOf({ email: near, totalGbp: '120.00', placedAt: hoursAgo(400) }));
    const nearMiss = await place(stack, orderOf({ email: near, totalGbp: '540.00' }));
    const newcomer = email();
    await place(stack, orderOf({ email: newcomer, totalGbp: '100.00', placedAt: hoursAgo(400) }));
    const noHistory = await place(stack, orderOf({ email: newcomer, totalGbp: '900.00' }));
    const usual = email();
    await place(stack, orderOf({ email: usual, totalGbp: '100.00', placedAt: hoursAgo(500) }));
    await place(stack, orderOf({ email: usual, totalGbp: '120.00', placedAt: hoursAgo(400) }));
    const big = await place(stack, orderOf({ email: usual, totalGbp: '600.00' }));

    const found = await caseOf(stack, 'unusual_amount', big);
    expect(found.summary).toBe(
      "An order of GBP 600.00, 5.5 times the customer's median of GBP 110.00 over 2 earlier orders",
    );
    expect(found.orders.map((ref) => ref.orderId)).toEqual([big.orderId]);
    await known(stack, nearMiss, noHistory);
    expect(await openCasesOf(stack, 'unusual_amount', nearMiss)).toEqual([]);
    expect(await openCasesOf(stack, 'unusual_amount', noHistory)).toEqual([]);
  });
});

describe('the officer closes a case', () => {
  it('with a reason; without one it is refused naming the field and the case stays open', async () => {
    const customer = email();
    await place(stack, orderOf({ email: customer, totalGbp: '940.00', placedAt: hoursAgo(3) }));
    const order = await place(stack, orderOf({ email: customer, totalGbp: '945.00' }));
    const found = await caseOf(stack, 'splitting', order);

    await expect(
      stack.rpc('compliance.cases.close', { id: found.id, reason: ' ', by: OFFICER }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ field: 'reason' })],
    });
    expect((await stack.rpc('compliance.cases.get', { id: found.id, by: OFFICER })).status).toBe(
      'open',
    );

    const closed = await stack.rpc('compliance.cases.close', {
      id: found.id,
      reason: 'Two holidays booked: receipts seen',
      by: OFFICER,
    });
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'Two holidays booked: receipts seen',
      closedBy: OFFICER,
    });
    await expect(
      stack.rpc('compliance.cases.close', { id: found.id, reason: 'Again', by: OFFICER }),
    ).rejects.toMatchObject({ code: 'COMPLIANCE_STATE_INVALID' });
    const entries = await stack.sql<{ action: string }[]>(
      'SELECT action FROM compliance.audit_log WHERE subject = $1 ORDER BY id',
      [`case ${found.id}`],
    );
    expect(entries.map((entry) => entry.action)).toEqual(['viewed case', 'closed case']);
  });
});

describe('RED_FLAGS_OFF', () => {
  it('switches a rule off while the others still fire', async () => {
    const quiet = await startCasesStack('compliance-red-flags-off', {
      RED_FLAGS_OFF: 'splitting, unusual_amount',
    });
    try {
      const customer = email();
      await place(quiet, orderOf({ email: customer, totalGbp: '950.00', placedAt: hoursAgo(3) }));
      const split = await place(quiet, orderOf({ email: customer, totalGbp: '960.00' }));
      await place(quiet, orderOf({ phone: '07700900777', firstName: 'Eve', lastName: 'Hall' }));
      const other = await place(
        quiet,
        orderOf({ phone: '07700900777', firstName: 'Finn', lastName: 'Ross' }),
      );
      await caseOf(quiet, 'shared_contact', other);
      await known(quiet, split);
      expect(await openCasesOf(quiet, 'splitting', split)).toEqual([]);
    } finally {
      await quiet.close();
    }
  }, 60_000);
});
