import { randomUUID } from 'node:crypto';
import { firstCollectionDay } from '@fx/contracts';
import type { CollectionBranchList, OrderPlaced, OrderView, PricedCurrency } from '@fx/contracts';
import { cpuDetail, cpuPer, findCpuRoots, readCpu } from '../cpu';
import type { CpuPart, CpuPerUnit } from '../cpu';
import type { EventWatch } from '../events';
import { percentile, round } from '../load';
import { openLoad } from '../open-load';
import type { OpenLoadFigures } from '../open-load';
import type { LoadFigures } from '../load';
import { higherOf, peakMemory, readMemory } from '../memory';
import type { ScenarioRow } from '../report';
import type { TimingSmtpSink } from '../smtp-sink';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` or the deadline; returns how long it took, or undefined if it never was. */
async function waitFor(done: () => boolean, timeoutMs: number): Promise<number | undefined> {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > timeoutMs) return undefined;
    await sleep(50);
  }
  return performance.now() - start;
}

const ORDER_NUMBER = /\b(\d{8})\b/;
const BENCH_CUSTOMER = /^bench\.\d+@example\.com$/;

let customers = 0;

/**
 * A customer of its own for each order, as real traffic is: one customer's orders would stop at
 * the linked-order limit (£10,000 over 90 days), and wait in turn for its lock.
 */
export function benchCustomer() {
  customers += 1;
  const email = `bench.${customers}@example.com`;
  const phone = `07${String(customers).padStart(9, '0')}`;
  return { firstName: 'Bench', lastName: 'Marker', email, confirmEmail: email, phone };
}

/** A reserve order of £350 (EUR and USD) collected at the first day still offered after the run. */
export async function reserveOrder(baseUrl: string, durationS: number) {
  const eur = (await (await fetch(`${baseUrl}/api/v1/currencies/EUR`)).json()) as PricedCurrency;
  const usd = (await (await fetch(`${baseUrl}/api/v1/currencies/USD`)).json()) as PricedCurrency;
  const { branches } = (await (
    await fetch(`${baseUrl}/api/v1/branches`)
  ).json()) as CollectionBranchList;
  const branch = branches.find((each) => each.id === 'high-street-north')!;
  // A day still offered when the run ends (a minute to spare).
  const runEnds = new Date(Date.now() + (durationS + 60) * 1000);
  return {
    way: 'collect',
    branchId: branch.id,
    lines: [
      { currency: 'EUR', amount: '200', side: 'gbp', shownRate: eur.rates.collect },
      { currency: 'USD', amount: '150', side: 'gbp', shownRate: usd.rates.collect },
    ],
    collectionDate: firstCollectionDay(branch.schedule, runEnds),
    termsAccepted: true,
  };
}

/**
 * Places orders through POST /api/v1/orders at a fixed offered rate, each with its own
 * Idempotency-Key, and notes when each order's 201 arrived, by order number.
 */
async function placeOrders(
  baseUrl: string,
  options: { rate: number; durationS: number; connections: number },
): Promise<{ figures: OpenLoadFigures; placedAt: Map<string, number> }> {
  const order = await reserveOrder(baseUrl, options.durationS);
  const placedAt = new Map<string, number>();
  const figures = await openLoad({
    url: baseUrl,
    maxConnections: options.connections,
    durationS: options.durationS,
    rate: options.rate,
    expectStatus: 201,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/orders',
        body: () => JSON.stringify({ ...order, customer: benchCustomer() }),
        headers: () => ({ 'idempotency-key': randomUUID() }),
        onResponse: (status, responseBody) => {
          if (status !== 201) return;
          const order = JSON.parse(responseBody) as OrderView;
          placedAt.set(order.orderNumber, performance.now());
        },
      },
    ],
  });
  return { figures, placedAt };
}

/** "0s 12/40 (1) 1s 5/20 (0) ...": how a step in load settled, and how late orders went out. */
const bySecond = (figures: OpenLoadFigures) =>
  figures.bySecond
    .map(
      ({ p50Ms, p99Ms, sentLateMs }, second) =>
        `${second}s ${Math.round(p50Ms)}/${Math.round(p99Ms)} (${Math.round(sentLateMs)})`,
    )
    .join(' ');

/** Customer confirmations the sink accepted, by order number (the branch's alert is left out). */
export function confirmations(
  sink: TimingSmtpSink,
  orders: Map<string, number>,
): Map<string, number[]> {
  const byOrder = new Map<string, number[]>();
  for (const mail of sink.received) {
    if (!BENCH_CUSTOMER.test(mail.to)) continue;
    const number = ORDER_NUMBER.exec(mail.subject)?.[1];
    if (!number || !orders.has(number)) continue;
    byOrder.set(number, [...(byOrder.get(number) ?? []), mail.at]);
  }
  return byOrder;
}

export interface OrderResults {
  rows: ScenarioRow[];
  sustained: LoadFigures;
  offeredRate: number;
  eventsSeen: number;
  ordersPlaced: number;
  mailP95Ms: number;
  /** CPU ms per order of the burst, from its first order until its last e-mail was sent. */
  cpuPerOrder: CpuPerUnit;
  /** MB (PSS) each part held before any order, and the most it held during the burst. */
  memory: { idle: Record<CpuPart | 'total', number>; atRate: Record<CpuPart | 'total', number> };
}

/**
 * Scenario 4 (order -> customer e-mail, at a steady 20 orders/s so the figure is the pipeline's
 * latency, not a queue), then scenario 3 (orders at 300/s, every OrderPlaced counted) and how long
 * that burst's e-mails took to drain. Scenario 3's burst is run twice: first on the stack as it
 * started, 200 orders old, to warm it, and then, once the first's e-mails and screenings are out,
 * measured. A deployed stack has placed thousands of orders before its busiest hour; one 200
 * orders old is still compiling its code under the burst (V8 optimises what has run often), which
 * made the first burst's p99 vary from 86 to 830 ms on one machine. The first is shown too.
 */
export async function runOrders(context: {
  baseUrl: string;
  watch: EventWatch;
  sink: TimingSmtpSink;
  durationS: number;
  rate: number;
  /** Seconds of the same burst first, unmeasured but shown, to warm the stack (0: none). */
  warmUpS: number;
}): Promise<OrderResults> {
  const { baseUrl, watch, sink } = context;
  const cpuRoots = findCpuRoots();
  const idleMemory = readMemory(cpuRoots);

  const steady = await placeOrders(baseUrl, {
    rate: 20,
    durationS: context.durationS,
    connections: 10,
  });
  await waitFor(() => confirmations(sink, steady.placedAt).size >= steady.placedAt.size, 60_000);
  const steadyMail = confirmations(sink, steady.placedAt);
  const latencies = [...steadyMail].map(
    ([number, [first]]) => first! - steady.placedAt.get(number)!,
  );
  const duplicates = [...steadyMail.values()].filter((times) => times.length > 1).length;
  const mailP95Ms = percentile(latencies, 95);
  const eventLatencies = watch
    .of('order.placed')
    .map((seen) => {
      const placed = steady.placedAt.get((seen.event.payload as OrderPlaced).order.orderNumber);
      return placed === undefined ? undefined : seen.at - placed;
    })
    .filter((latency): latency is number => latency !== undefined);

  const burstAt = (durationS: number) =>
    placeOrders(baseUrl, { rate: context.rate, durationS, connections: 100 });
  // Memory is read through the warm-up, at the same rate, and once as the measured burst ends:
  // a reading walks the pages of some 60 processes (smaps_rollup), and under the measured burst
  // the seconds with one read p99 114-194 ms where they read 41-75 without (docs/benchmarks.md).
  const warm = context.warmUpS > 0 ? await peakMemory(cpuRoots, () => warmUp()) : undefined;
  const cpuBefore = readCpu(cpuRoots);
  const { result: burst, peak } = warm
    ? { result: await burstAt(context.durationS), peak: higherOf(warm.peak, readMemory(cpuRoots)) }
    : await peakMemory(cpuRoots, () => burstAt(context.durationS));
  const cold = warm?.result;

  /** The burst on the stack as it started; returns once its e-mails and screenings are out. */
  async function warmUp() {
    const first = await burstAt(context.warmUpS);
    const orders = new Set(first.placedAt.keys());
    await waitFor(
      () =>
        confirmations(sink, first.placedAt).size >= orders.size &&
        watch.screened(orders) >= orders.size,
      120_000,
    );
    await sleep(2000);
    return first;
  }
  const burstEnded = performance.now();
  /** The time since the burst's last order, read when called: right after what it reports. */
  const afterBurst = (waited: number | undefined) =>
    waited === undefined
      ? 'over 120 s'
      : `${round((performance.now() - burstEnded) / 1000)} s after the last order`;
  const wanted = new Set(burst.placedAt.keys());
  const seenOf = () =>
    watch
      .of('order.placed')
      .filter((seen) => wanted.has((seen.event.payload as OrderPlaced).order.orderNumber)).length;
  await waitFor(() => seenOf() >= wanted.size, 30_000);
  const eventsSeen = seenOf();
  const drainMs = await waitFor(
    () => confirmations(sink, burst.placedAt).size >= wanted.size,
    120_000,
  );
  const burstMail = confirmations(sink, burst.placedAt);
  const mailDrained = afterBurst(drainMs);
  // Screening is background work too (it yields the CPU to the orders): its share is counted.
  const screenedMs = await waitFor(() => watch.screened(wanted) >= wanted.size, 120_000);
  const screened = `${watch.screened(wanted)} by ${afterBurst(screenedMs)}`;
  const cpuPerOrder = cpuPer(cpuBefore, readCpu(cpuRoots), burst.placedAt.size);

  const rows: ScenarioRow[] = [
    {
      scenario: `POST /api/v1/orders at ${context.rate}/s offered (100 conn)`,
      figures: burst.figures,
      detail: {
        'orders committed': burst.placedAt.size,
        'OrderPlaced seen': eventsSeen,
        'e-mails delivered': `${burstMail.size} by ${mailDrained}`,
        screened,
        'p50/p99 ms by second (the latest sent, ms late)': bySecond(burst.figures),
      },
    },
    ...(cold
      ? [
          {
            scenario: `the same on a cold stack: the warm-up, ${context.warmUpS} s (no budget)`,
            figures: cold.figures,
            detail: { 'p50/p99 ms by second (the latest sent, ms late)': bySecond(cold.figures) },
          },
        ]
      : []),
    {
      scenario: `CPU ms per order, ${cpuPerOrder.windowS} s to the last e-mail and screening`,
      detail: cpuDetail(cpuPerOrder, cpuRoots, context.rate),
    },
    {
      scenario: `memory (PSS, MB): idle, then the most during ${context.rate}/s`,
      detail: Object.fromEntries(
        (Object.keys(peak) as (keyof typeof peak)[]).map((part) => [
          part,
          `${idleMemory[part]} / ${peak[part]}`,
        ]),
      ),
    },
    {
      scenario: 'order -> customer e-mail at 20 orders/s',
      figures: steady.figures,
      detail: {
        'e-mails': `${steadyMail.size}/${steady.placedAt.size}`,
        'sent twice': duplicates,
        'p50 ms': round(percentile(latencies, 50)),
        'p95 ms': round(mailP95Ms),
        'p99 ms': round(percentile(latencies, 99)),
        'max ms': round(Math.max(...latencies)),
        'OrderPlaced seen p50 ms': round(percentile(eventLatencies, 50)),
        'p95 ms ': round(percentile(eventLatencies, 95)),
      },
    },
  ];
  return {
    rows,
    sustained: burst.figures,
    offeredRate: context.rate,
    eventsSeen,
    ordersPlaced: burst.placedAt.size,
    mailP95Ms,
    cpuPerOrder,
    memory: { idle: idleMemory, atRate: peak },
  };
}
