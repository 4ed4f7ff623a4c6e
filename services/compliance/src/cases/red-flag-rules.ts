import type { RedFlagRule } from '@fx/contracts';
import type { ComplianceEnv } from '../config/env';
import type { KnownOrder } from '../core/orders-projection';

// The red-flag rules, each a setting: pure functions of an order and the customer's other orders
// (fetched by red-flags.ts). A flag opens a case for the officer; it never holds the order.

export interface RedFlagSettings {
  splittingMargin: number;
  splittingMinOrders: number;
  splittingWindowDays: number;
  sharedContactWindowDays: number;
  cancellationsMin: number;
  cancellationsWindowDays: number;
  unusualFactor: number;
  unusualMinHistory: number;
  /** The rules switched off (RED_FLAGS_OFF). */
  off: ReadonlySet<string>;
}

export function redFlagSettings(env: ComplianceEnv): RedFlagSettings {
  return {
    splittingMargin: env.RED_FLAG_SPLITTING_MARGIN,
    splittingMinOrders: env.RED_FLAG_SPLITTING_MIN_ORDERS,
    splittingWindowDays: env.RED_FLAG_SPLITTING_WINDOW_DAYS,
    sharedContactWindowDays: env.RED_FLAG_SHARED_CONTACT_WINDOW_DAYS,
    cancellationsMin: env.RED_FLAG_CANCELLATIONS_MIN,
    cancellationsWindowDays: env.RED_FLAG_CANCELLATIONS_WINDOW_DAYS,
    unusualFactor: env.RED_FLAG_UNUSUAL_FACTOR,
    unusualMinHistory: env.RED_FLAG_UNUSUAL_MIN_HISTORY,
    off: new Set(
      env.RED_FLAGS_OFF.split(',')
        .map((rule) => rule.trim())
        .filter(Boolean),
    ),
  };
}

/** What a rule found: the case to open (or join) and what it says. */
export interface Flag {
  rule: RedFlagRule;
  /** Whose case: a customer's e-mail, a phone number or an address. */
  subjectKey: string;
  summary: string;
  orderIds: string[];
}

const pence = (gbp: string) => Math.round(Number(gbp) * 100);
const gbp = (amount: number) => `GBP ${(amount / 100).toFixed(2)}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const fullName = (order: KnownOrder) =>
  `${order.firstName} ${order.lastName}`.trim().toLowerCase().replace(/\s+/g, ' ');
const DAY_MS = 86_400_000;

/**
 * The most of `candidates` (the order among them) within any span of `days` that holds the order:
 * orders are looked at as their events arrive, in any order, so a span may end after the order.
 */
export function densestSpan(
  order: KnownOrder,
  candidates: KnownOrder[],
  time: (candidate: KnownOrder) => Date | null,
  days: number,
): KnownOrder[] {
  const at = (candidate: KnownOrder) => time(candidate)?.getTime() ?? Number.NaN;
  const start = at(order);
  let best: KnownOrder[] = [];
  for (const end of candidates.map(at).filter((value) => value >= start)) {
    const span = candidates.filter((c) => at(c) > end - days * DAY_MS && at(c) <= end);
    if (span.length > best.length && span.includes(order)) best = span;
  }
  return best;
}

export const emailKey = (order: KnownOrder) => `email:${order.email.trim().toLowerCase()}`;

/**
 * Splitting: at least splittingMinOrders of the customer's orders within a window (this one
 * included), each within the margin below the house ID threshold or the order limit.
 */
export function splitting(
  order: KnownOrder,
  sameCustomer: KnownOrder[],
  settings: RedFlagSettings,
): Flag | null {
  const decision = order.dueDiligence;
  if (!decision) return null;
  const thresholds = [
    { name: 'the house ID threshold', at: pence(decision.houseThresholdGbp) },
    { name: 'the order limit', at: pence(decision.orderLimitGbp) },
  ];
  const under = (candidate: KnownOrder) =>
    thresholds.find(({ at }) => {
      const total = pence(candidate.totalGbp);
      return total < at && total >= at * (1 - settings.splittingMargin);
    });
  const threshold = under(order);
  if (!threshold) return null;
  const near = densestSpan(
    order,
    [order, ...sameCustomer.filter((other) => other.orderId !== order.orderId)].filter(
      (candidate) => under(candidate)?.at === threshold.at,
    ),
    (candidate) => candidate.placedAt,
    settings.splittingWindowDays,
  );
  if (near.length < settings.splittingMinOrders) return null;
  const totals = near.map((candidate) => pence(candidate.totalGbp));
  return {
    rule: 'splitting',
    subjectKey: emailKey(order),
    summary:
      `${plural(near.length, 'order')} of ${gbp(Math.min(...totals))}-${(Math.max(...totals) / 100).toFixed(2)} ` +
      `within ${plural(settings.splittingWindowDays, 'day')}, each just under ${threshold.name} ` +
      `(${gbp(threshold.at)})`,
    orderIds: near.map((candidate) => candidate.orderId),
  };
}

/** Shared contact: one phone number, or one delivery address, used with different names. */
export function sharedContact(
  order: KnownOrder,
  samePhone: KnownOrder[],
  sameAddress: KnownOrder[],
  settings: RedFlagSettings,
): Flag[] {
  const flags: Flag[] = [];
  const check = (what: 'phone number' | 'delivery address', key: string, others: KnownOrder[]) => {
    const all = [order, ...others.filter((other) => other.orderId !== order.orderId)];
    const names = new Set(all.map(fullName));
    if (names.size < 2) return;
    flags.push({
      rule: 'shared_contact',
      subjectKey: key,
      summary:
        `One ${what} used with ${names.size} different names within ` +
        `${plural(settings.sharedContactWindowDays, 'day')} (${plural(all.length, 'order')})`,
      orderIds: all.map((candidate) => candidate.orderId),
    });
  };
  if (order.phoneDigits) check('phone number', `phone:${order.phoneDigits}`, samePhone);
  if (order.postcode && order.address)
    check('delivery address', `address:${addressKey(order)}`, sameAddress);
  return flags;
}

/** "SE12QN|1 tooley street": the postcode and the first line of a delivery address. */
export function addressKey(order: KnownOrder): string {
  const line1 = (order.address ?? '').split(', ')[0]!.trim().toLowerCase().replace(/\s+/g, ' ');
  return `${order.postcode}|${line1}`;
}

/** Many cancellations: at least cancellationsMin of the customer's orders cancelled in the window. */
export function cancellations(
  order: KnownOrder,
  cancelledNearby: KnownOrder[],
  settings: RedFlagSettings,
): Flag | null {
  const all = densestSpan(
    order,
    [order, ...cancelledNearby.filter((other) => other.orderId !== order.orderId)],
    (candidate) => candidate.cancelledAt,
    settings.cancellationsWindowDays,
  );
  if (all.length < settings.cancellationsMin) return null;
  return {
    rule: 'cancellations',
    subjectKey: emailKey(order),
    summary: `${plural(all.length, 'order')} cancelled within ${plural(settings.cancellationsWindowDays, 'day')}`,
    orderIds: all.map((candidate) => candidate.orderId),
  };
}

/**
 * Unusual amount: an order at least unusualFactor times the median of the customer's earlier
 * orders, once there are at least unusualMinHistory of them.
 */
export function unusualAmount(
  order: KnownOrder,
  earlier: KnownOrder[],
  settings: RedFlagSettings,
): Flag | null {
  const history = earlier.filter((other) => other.orderId !== order.orderId);
  if (history.length < settings.unusualMinHistory) return null;
  const totals = history.map((other) => pence(other.totalGbp)).sort((a, b) => a - b);
  const middle = Math.floor(totals.length / 2);
  const median =
    totals.length % 2 ? totals[middle]! : Math.round((totals[middle - 1]! + totals[middle]!) / 2);
  const total = pence(order.totalGbp);
  if (median <= 0 || total < median * settings.unusualFactor) return null;
  return {
    rule: 'unusual_amount',
    subjectKey: emailKey(order),
    summary:
      `An order of ${gbp(total)}, ${(total / median).toFixed(1)} times the customer's median of ` +
      `${gbp(median)} over ${plural(history.length, 'earlier order')}`,
    orderIds: [order.orderId],
  };
}
