// The budgets `npm run bench` checks, from each scenario's figures (docs/benchmarks.md).
import { round } from './load';
import type { Budget } from './report';
import type { PageResults } from './scenarios/pages';
import type { OrderResults } from './scenarios/orders';
import type { ReadResults } from './scenarios/reads';
import type { RefreshResults } from './scenarios/refresh';
import type { SpaResults } from './scenarios/spa';
import type { ThroughputResults } from './scenarios/throughput';

/**
 * CPU ms per order at 300 orders/s offered, every process of the stack together, when issue 37
 * started (2026-11-27, five runs: 38.59, 39.53, 40.18, 40.75, 44.04; the median. Payments, screening
 * and compliance's projections are on the order's path since issue 19's 16.1 and 4.13 ms). Issue
 * 37's budget: at least 20% below it.
 */
const CPU_PER_ORDER_BEFORE_MS = 40.18;
const CPU_PER_ORDER_TARGET_MS = round(CPU_PER_ORDER_BEFORE_MS * 0.8, 2);
/** Orders at 300/s: p99 (issue 37; 100 ms before it). */
const ORDERS_P99_MS = 50;
/** The highest order rate held, as a share of the CPU-bound limit (issue 37). */
const HELD_SHARE_OF_LIMIT = 0.85;
/** The stack's memory (PSS) at 300 orders/s. */
const MEMORY_AT_RATE_MB = 1536;
/** The rate table's p99, as a multiple of the bare fastify baseline's in the same run. */
const TABLE_P99_OF_BASELINE = 1.3;

/**
 * Each rendered page's req/s, asked for as a browser does (brotli), as a share of the
 * bare-fastify baseline answering the same HTML from memory: measured on 2026-11-25 with the
 * build before issue 30 (ab1deba, the React API on a lighter runtime, each page compressed per
 * request), on this two-core machine with tests running beside it. React's budget: no more than
 * 20% below it.
 */
const PAGE_RATIO_BEFORE: Record<string, number> = {
  '/exchangeRates': 0.12,
  '/exchangeRates/EUR': 0.15,
};

export function budgets(results: {
  reads?: ReadResults;
  pages?: PageResults;
  orders?: OrderResults;
  refresh?: RefreshResults;
  spa?: SpaResults;
  throughput?: ThroughputResults;
}): Budget[] {
  const list: Budget[] = [];
  const { reads, pages, orders, refresh, spa, throughput } = results;
  if (reads) {
    const ratio = reads.table.requestsPerSecond / reads.baseline.requestsPerSecond;
    list.push(
      {
        name: 'rate table req/s vs baseline',
        target: '>= 0.70',
        measured: ratio.toFixed(2),
        pass: ratio >= 0.7,
      },
      {
        name: 'rate table p99 at 100 connections',
        target: `<= ${TABLE_P99_OF_BASELINE} x baseline's ${reads.baseline.p99Ms} ms`,
        measured: `${reads.table.p99Ms} ms`,
        pass:
          reads.table.p99Ms <= reads.baseline.p99Ms * TABLE_P99_OF_BASELINE &&
          reads.table.errors + reads.table.unexpected === 0,
      },
    );
    for (const [lines, figures] of [
      ['1 line', reads.quotes.one],
      ['4 lines', reads.quotes.four],
    ] as const) {
      list.push({
        name: `quotes p99, ${lines}`,
        target: '< 25 ms',
        measured: `${figures.p99Ms} ms`,
        pass: figures.p99Ms < 25 && figures.errors + figures.unexpected === 0,
      });
    }
  }
  for (const figures of pages?.pages ?? []) {
    const before = PAGE_RATIO_BEFORE[figures.page];
    const floor = before === undefined ? 0 : before * 0.8;
    list.push({
      name: `${figures.page} req/s vs baseline`,
      target: `>= ${floor.toFixed(2)} (was ${before ?? '-'})`,
      measured: figures.ratio.toFixed(2),
      pass: figures.ratio >= floor && figures.gateway.errors + figures.gateway.unexpected === 0,
    });
  }
  if (orders) {
    const { sustained } = orders;
    list.push(
      {
        name: 'orders sustained',
        target: `>= ${orders.offeredRate}/s, no error`,
        measured: `${sustained.requestsPerSecond}/s, ${sustained.errors + sustained.unexpected} errors`,
        pass:
          sustained.requestsPerSecond >= orders.offeredRate * 0.98 &&
          sustained.errors + sustained.unexpected === 0,
      },
      {
        name: 'orders p99',
        target: `< ${ORDERS_P99_MS} ms`,
        measured: `${sustained.p99Ms} ms`,
        pass: sustained.p99Ms < ORDERS_P99_MS,
      },
      {
        name: 'every order has its OrderPlaced',
        target: `${orders.ordersPlaced} events`,
        measured: `${orders.eventsSeen} events`,
        pass: orders.eventsSeen === orders.ordersPlaced && orders.ordersPlaced > 0,
      },
      {
        name: 'order -> e-mail p95',
        target: '< 1000 ms',
        measured: `${round(orders.mailP95Ms)} ms`,
        pass: orders.mailP95Ms < 1000,
      },
      {
        name: 'CPU per order, total',
        target: `<= ${CPU_PER_ORDER_TARGET_MS} ms (was ${CPU_PER_ORDER_BEFORE_MS})`,
        measured: `${orders.cpuPerOrder.parts.total} ms`,
        pass: orders.cpuPerOrder.parts.total <= CPU_PER_ORDER_TARGET_MS,
      },
      {
        name: `memory (PSS) at ${orders.offeredRate}/s, the stack`,
        target: `< ${MEMORY_AT_RATE_MB} MB`,
        measured: `${orders.memory.atRate.total} MB (idle ${orders.memory.idle.total})`,
        pass: orders.memory.atRate.total < MEMORY_AT_RATE_MB,
      },
    );
  }
  if (throughput) {
    const share = throughput.highestHeld / throughput.cpuBoundLimit;
    list.push({
      name: 'highest order rate held vs CPU-bound limit',
      target: `>= ${HELD_SHARE_OF_LIMIT * 100}%`,
      measured: `${throughput.highestHeld}/s of ${throughput.cpuBoundLimit}/s (${Math.round(share * 100)}%)`,
      pass: share >= HELD_SHARE_OF_LIMIT,
    });
  }
  if (refresh) {
    list.push({
      name: `full refresh of ${refresh.currencies} currencies`,
      target: '< 2000 ms, 70+',
      measured: `${round(refresh.worstMs)} ms (worst tick)`,
      pass: refresh.worstMs < 2000 && refresh.currencies >= 70,
    });
  }
  if (spa) {
    const kb = spa.weight.jsGzipBytes / 1024;
    list.push({
      name: 'home page initial JS (gzip)',
      target: '<= 140 KB',
      measured: `${kb.toFixed(1)} KB (React ${(spa.weight.jsShares.react / 1024).toFixed(1)})`,
      pass: kb <= 140,
    });
    for (const [url, { scores }] of spa.scores) {
      const page = new URL(url).pathname;
      list.push({
        name: `Lighthouse ${page} performance`,
        target: '>= 95',
        measured: String(scores.performance),
        pass: scores.performance >= 95,
      });
      for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
        list.push({
          name: `Lighthouse ${page} ${category}`,
          target: '100',
          measured: String(scores[category]),
          pass: scores[category] >= 100,
        });
      }
    }
  }
  return list;
}
