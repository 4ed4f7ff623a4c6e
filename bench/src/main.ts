// npm run bench: starts the stack as `npm start` does, drives it with autocannon, prints a table
// with each scenario's figures and ratio to the baseline, checks the budgets and writes
// bench/results.json. See docs/benchmarks.md for how to read it.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchStack } from './bench-stack';
import type { BenchStack } from './bench-stack';
import { EventWatch } from './events';
import { budgets } from './budgets';
import { formatReport } from './report';
import type { ScenarioRow } from './report';
import { runOrders } from './scenarios/orders';
import { runPayNow } from './scenarios/pay-now';
import { runPages } from './scenarios/pages';
import { runReads } from './scenarios/reads';
import { runRefresh } from './scenarios/refresh';
import { runScreening, screeningBudgets } from './scenarios/screening';
import { connectionsTracked, waitForQuiet } from './quiet';
import { runSpa } from './scenarios/spa';
import { runThroughput } from './scenarios/throughput';
import { TimingSmtpSink } from './smtp-sink';

const SCENARIOS = [
  'reads',
  'pages',
  'orders',
  'pay-now',
  'throughput',
  'refresh',
  'spa',
  'screening',
] as const;
type Scenario = (typeof SCENARIOS)[number];

interface Options {
  url?: string;
  only: Set<Scenario>;
  durationS: number;
  orderRate: number;
  /** Seconds of the orders burst run first to warm the stack, shown but not budgeted. */
  warmUpS: number;
  skipBuild: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value('only')?.split(',') ?? [...SCENARIOS];
  for (const name of only) {
    if (!SCENARIOS.includes(name as Scenario))
      throw new Error(`Unknown scenario "${name}"; the scenarios are ${SCENARIOS.join(', ')}`);
  }
  const url = value('url');
  return {
    url,
    // A running stack (--url) is measured from outside: its broker and mail are not ours to watch.
    only: new Set(
      (url
        ? only.filter((n) => n === 'reads' || n === 'pages' || n === 'spa' || n === 'screening')
        : only) as Scenario[],
    ),
    durationS: Number(value('duration') ?? 10),
    orderRate: Number(value('order-rate') ?? 300),
    warmUpS: Number(value('warm-up') ?? value('duration') ?? 10),
    skipBuild: argv.includes('--skip-build'),
  };
}

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const sink = new TimingSmtpSink();
  let stack: BenchStack | undefined;
  let watch: EventWatch | undefined;
  const startedAt = new Date();
  try {
    let baseUrl = options.url ?? '';
    // Screening runs the matcher in this process: alone, it needs no stack.
    const needsStack = [...options.only].some((name) => name !== 'screening');
    if (!baseUrl && needsStack) {
      await sink.start();
      log('Starting the stack for the benchmark (its own database, broker namespace and port)...');
      stack = await startBenchStack({
        smtpPort: sink.port,
        port: process.env.BENCH_PORT ?? '3400',
        skipBuild: options.skipBuild,
      });
      baseUrl = stack.baseUrl;
      watch = new EventWatch(stack.amqpUrl, stack.namespace);
      await watch.start();
    }
    log(
      `Benchmarking ${baseUrl || 'in process'} on ${os.cpus().length} cores, ${options.durationS} s per run.\n`,
    );
    if (connectionsTracked()) {
      log(
        'Note: the kernel tracks connections here (nf_conntrack, loaded by Docker), loopback too: ' +
          'an order costs about a quarter more CPU than on a host without it (docs/benchmarks.md).\n',
      );
    }

    const rows: ScenarioRow[] = [];
    const results: Parameters<typeof budgets>[0] = {};
    if (options.only.has('reads')) {
      log('1-2. rate table against the baseline, then quotes...');
      results.reads = await runReads(baseUrl, options.durationS);
      rows.push(...results.reads.rows);
    }
    if (options.only.has('pages')) {
      log('2b. the pages the gateway renders, against the baseline...');
      results.pages = await runPages(baseUrl, options.durationS);
      rows.push(...results.pages.rows);
    }
    if (options.only.has('orders') && stack && watch) {
      log('3-4. orders and their e-mails...');
      results.orders = await runOrders({
        baseUrl,
        watch,
        sink,
        durationS: options.durationS,
        rate: options.orderRate,
        warmUpS: options.warmUpS,
      });
      rows.push(...results.orders.rows);
    }
    // Part of the order scenario (issue 32); `--only=pay-now` runs it by itself.
    if ((options.only.has('orders') || options.only.has('pay-now')) && stack && watch) {
      log('3b. orders paid now by card through the Stripe stand-in (a fifth of the rate)...');
      const payNow = await runPayNow({
        baseUrl,
        watch,
        durationS: options.durationS,
        rate: Math.max(1, Math.round(options.orderRate / 5)),
      });
      rows.push(...payNow.rows);
    }
    if (options.only.has('throughput') && stack && watch) {
      log('3c. the order mix at a rising rate, until a step is not held...');
      results.throughput = await runThroughput({
        baseUrl,
        watch,
        sink,
        durationS: options.durationS,
      });
      rows.push(...results.throughput.rows);
    }
    if (options.only.has('refresh') && stack && watch) {
      log('5. live refresh of every currency...');
      results.refresh = await runRefresh(stack, watch, 3);
      rows.push(...results.refresh.rows);
    }
    if (options.only.has('spa')) {
      const calm = await waitForQuiet();
      log(
        `6. the SPA: page weight and Lighthouse (the machine ${calm.quiet ? 'quiet' : 'still busy'} after ${calm.waitedS} s, ${calm.busyPercent}% of its CPU in use)...`,
      );
      results.spa = await runSpa(baseUrl);
      rows.push(...results.spa.rows);
    }

    const budgetList = budgets(results);
    if (options.only.has('screening')) {
      log('7. sanctions screening against a list of the real size...');
      const screening = runScreening();
      rows.push(...screening.rows);
      budgetList.push(...screeningBudgets(screening));
    }
    log(`\n${formatReport(rows, budgetList)}\n`);
    const file = path.resolve(__dirname, '..', 'results.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          machine: { cpus: os.cpus().length, node: process.version },
          durationS: options.durationS,
          scenarios: rows,
          budgets: budgetList,
          ...(results.orders
            ? { cpuPerOrder: results.orders.cpuPerOrder, memory: results.orders.memory }
            : {}),
          ...(results.throughput
            ? {
                throughput: {
                  highestHeld: results.throughput.highestHeld,
                  cpuBoundLimit: results.throughput.cpuBoundLimit,
                  steps: results.throughput.steps,
                },
              }
            : {}),
          ...(results.spa ? { homePageFiles: results.spa.weight.files } : {}),
        },
        null,
        2,
      )}\n`,
    );
    log(`Written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await watch?.close();
    await stack?.stop();
    await sink.close();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`\n${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
