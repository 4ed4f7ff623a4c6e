// The budgets `npm run bench` checks, from each scenario's figures (docs/benchmarks.md).
import { round } from './load';
import type { Budget } from './report';
import type { PageResults } from './scenarios/pages';
import type { OrderResults } from './scenarios/orders';
import type { ReadResults } from './scenarios/reads';
import type { RefreshResults } from './scenarios/refresh';
import type { SpaResults } from './scenarios/spa';

/**
 * CPU ms per order at 300 orders/s offered, every process of the stack together, measured before
 * issue 19 (2026-11-24: gateway 1.29, orders 1.86, rates 0.05, identity 0.08, notifications 8.24,
 * PostgreSQL 2.69, RabbitMQ 1.18, Redis 0.70). The budget is half of it.
 */
const CPU_PER_ORDER_BEFORE_MS = 16.1;
const CPU_PER_ORDER_TARGET_MS = CPU_PER_ORDER_BEFORE_MS / 2;

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
}): Budget[] {
  const list: Budget[] = [];
  const { reads, pages, orders, refresh, spa } = results;
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
        target: '< 10 ms',
        measured: `${reads.table.p99Ms} ms`,
        pass: reads.table.p99Ms < 10 && reads.table.errors + reads.table.unexpected === 0,
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
        target: '< 100 ms',
        measured: `${sustained.p99Ms} ms`,
        pass: sustained.p99Ms < 100,
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
    );
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
