// Enhanced due diligence: the case opened with the answers, and the officer approving it.
import type { OrderCompliance, OrderSnapshot } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import { startCasesStack } from './support/cases-stack';
import type { CasesStack } from './support/cases-stack';
import {
  OFFICER,
  orderOf,
  place,
  screened as markScreened,
  standingOf as standingBecomes,
} from './support/cases-orders';

let stack: CasesStack;

beforeAll(async () => {
  stack = await startCasesStack('compliance-edd');
}, 60_000);
afterAll(() => stack?.close());

const standingOf = (order: OrderSnapshot, status: OrderCompliance['status']) =>
  standingBecomes(stack, order, status);
const screened = (order: OrderSnapshot) => markScreened(stack, order);

describe('enhanced due diligence', () => {
  it('holds the order, opens the case with the answers, and approval clears it', async () => {
    const order = await place(
      stack,
      orderOf({
        totalGbp: '14000.00',
        level: 'enhanced',
        answers: {
          politicallyExposed: false,
          sourceOfFunds: 'savings',
          nationality: 'GB',
          countryOfResidence: 'IR',
        },
      }),
    );
    const held = await standingOf(order, 'held');
    expect(held.holds).toEqual([expect.objectContaining({ kind: 'enhanced_due_diligence' })]);
    const eddCase = await eventually(async () => {
      const { cases } = await stack.rpc('compliance.cases.list', { status: 'open', by: OFFICER });
      return cases.find((found) => found.orders.some((ref) => ref.orderId === order.orderId));
    }, 15_000);
    expect(eddCase).toMatchObject({
      kind: 'enhanced_due_diligence',
      edd: {
        highRiskCountries: ['IR'],
        linkedEur: '16100.00',
        eurRate: '1.1500',
        eurRateDay: '2026-11-25',
      },
    });
    const [hold] = await stack.sql<{ case_id: string }[]>(
      'SELECT case_id FROM compliance.holds WHERE order_id = $1',
      [order.orderId],
    );
    expect(hold?.case_id).toBe(eddCase.id);

    await expect(
      stack.rpc('compliance.cases.decideEdd', {
        id: eddCase.id,
        outcome: 'approved',
        reason: '',
        by: OFFICER,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ field: 'reason' })],
    });
    expect(await standingOf(order, 'held')).toBeDefined();

    await screened(order);
    const decided = await stack.rpc('compliance.cases.decideEdd', {
      id: eddCase.id,
      outcome: 'approved',
      reason: 'Savings evidenced by statements',
      by: OFFICER,
    });
    expect(decided).toMatchObject({
      status: 'closed',
      closeReason: 'Savings evidenced by statements',
    });
    const cleared = await standingOf(order, 'clear');
    expect(cleared.holds).toEqual([]);
    expect(cleared.sequence).toBeGreaterThan(held.sequence);
  });
});
