import { randomUUID } from 'node:crypto';
import { addDays, londonNow } from '@fx/contracts';
import type { ComplianceStatus, HoldKind } from '@fx/contracts';
import { testClock } from '@fx/service-kit/testing';
import { londonMidnight, previousWorkingDay } from '../../src/orders/due-diligence/eur-rate';
import type { OrdersStack } from './orders-stack';

const EVENT = {
  clear: 'order.screened',
  held: 'order.held',
  frozen: 'order.frozen',
} as const;

/** The compliance service's word on an order, as it publishes it (with its rising sequence). */
export function announceStanding(
  stack: OrdersStack,
  order: { orderId: string; orderNumber: string },
  status: Exclude<ComplianceStatus, 'pending'>,
  sequence: number,
  options: { holds?: HoldKind[]; type?: 'order.cleared' } = {},
) {
  return stack.publish(options.type ?? EVENT[status], {
    ...order,
    status,
    holds: (options.holds ?? (status === 'clear' ? [] : ['sanctions_match'])).map((kind) => ({
      id: randomUUID(),
      kind,
    })),
    sequence,
    at: testClock().now().toISOString(),
  });
}

/**
 * A EUR market rate recorded in the rates service's history late on the previous London working
 * day (the test's), where due diligence must find it: answers that day.
 */
export async function eurRateOnPreviousWorkingDay(stack: OrdersStack, rate: string) {
  const day = previousWorkingDay(londonNow(testClock().now()).date);
  const at = new Date(londonMidnight(addDays(day, 1)).getTime() - 30 * 60_000);
  await stack.sql.query(
    `INSERT INTO rates.rate_history (code, market_rate, sell_margin_pct, buy_margin_pct, provider,
                                     recorded_at)
     VALUES ('EUR', $1, 3, 3, 'test', $2)`,
    [rate, at],
  );
  return day;
}

/** Completing a collection needs the ID record staff made at the counter: its id, for complete. */
export const idCheck = (action: string) =>
  action === 'complete' ? { idCheckId: randomUUID() } : {};
