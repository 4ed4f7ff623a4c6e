import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, round } from '../load';
import type { LoadFigures, LoadOptions } from '../load';
import type { ScenarioRow } from '../report';

export const READ_CONNECTIONS = 100;

/** Starts the baseline server in its own process, answering `body` with `etag` from memory. */
async function startBaseline(body: Buffer, etag: string): Promise<{ url: string; stop(): void }> {
  const file = path.join(tmpdir(), `fx-bench-table-${process.pid}.json`);
  writeFileSync(file, body);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, '..', 'baseline-server.js'), file, etag],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()));
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return { url, stop: () => child.kill() };
}

/**
 * Runs two loads in turns (a, b, a, b), each for half the time, and merges each one's halves:
 * this machine's speed drifts by a third between runs, and taking turns spreads the drift over
 * both sides of the ratio.
 */
async function alternately(a: LoadOptions, b: LoadOptions): Promise<[LoadFigures, LoadFigures]> {
  const half = (options: LoadOptions) => ({ ...options, durationS: options.durationS / 2 });
  const a1 = await load(half(a));
  const b1 = await load(half(b));
  const a2 = await load(half(a));
  const b2 = await load(half(b));
  return [merged(a1, a2), merged(b1, b2)];
}

function merged(first: LoadFigures, second: LoadFigures): LoadFigures {
  const total = first.total + second.total;
  const durationS = first.durationS + second.durationS;
  return {
    requestsPerSecond: round(total / durationS),
    // Percentiles cannot be merged exactly; the worse half is the honest figure.
    p50Ms: Math.max(first.p50Ms, second.p50Ms),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    errors: first.errors + second.errors,
    unexpected: first.unexpected + second.unexpected,
    total,
    durationS,
  };
}

export interface ReadResults {
  rows: ScenarioRow[];
  baseline: LoadFigures;
  table: LoadFigures;
  tableNotModified: LoadFigures;
  quotes: { one: LoadFigures; four: LoadFigures };
}

/**
 * Scenarios 1 and 2: the public rate table (full body, then revalidated with If-None-Match), both
 * as a ratio to the baseline measured in the same window, and quotes of 1 and 4 lines.
 */
export async function runReads(baseUrl: string, durationS: number): Promise<ReadResults> {
  const first = await fetch(`${baseUrl}/api/v1/currencies`);
  if (!first.ok) throw new Error(`GET /api/v1/currencies answered ${first.status}`);
  const etag = first.headers.get('etag') ?? '';
  const body = Buffer.from(await first.arrayBuffer());
  const baselineServer = await startBaseline(body, etag);
  const read = { connections: READ_CONNECTIONS, durationS };
  try {
    // Warm both, then measure the baseline and the gateway back to back.
    await load({ ...read, url: baselineServer.url, durationS: 2 });
    await load({ ...read, url: `${baseUrl}/api/v1/currencies`, durationS: 3 });
    const [baseline, table] = await alternately(
      { ...read, url: baselineServer.url },
      { ...read, url: `${baseUrl}/api/v1/currencies` },
    );
    const notModified = { headers: { 'if-none-match': etag }, expectStatus: 304 };
    const [baselineNotModified, tableNotModified] = await alternately(
      { ...read, ...notModified, url: baselineServer.url },
      { ...read, ...notModified, url: `${baseUrl}/api/v1/currencies` },
    );

    const quote = (lines: { currency: string; way: string; amount: string; side: string }[]) =>
      load({
        url: `${baseUrl}/api/v1/quotes`,
        connections: 10,
        durationS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines }),
      });
    const one = await quote([{ currency: 'EUR', way: 'collect', amount: '500', side: 'gbp' }]);
    const four = await quote([
      { currency: 'EUR', way: 'collect', amount: '500', side: 'gbp' },
      { currency: 'USD', way: 'collect', amount: '250', side: 'foreign' },
      { currency: 'JPY', way: 'sell', amount: '20000', side: 'foreign' },
      { currency: 'KWD', way: 'sell', amount: '75.5', side: 'foreign' },
    ]);

    const ratio = (value: LoadFigures, to: LoadFigures) =>
      value.requestsPerSecond / to.requestsPerSecond;
    const rows: ScenarioRow[] = [
      {
        scenario: `baseline: bare fastify, same ${body.length} B body`,
        figures: baseline,
        ratio: 1,
      },
      { scenario: 'GET /api/v1/currencies', figures: table, ratio: ratio(table, baseline) },
      { scenario: 'baseline: If-None-Match (304)', figures: baselineNotModified, ratio: 1 },
      {
        scenario: 'GET /api/v1/currencies If-None-Match (304)',
        figures: tableNotModified,
        ratio: ratio(tableNotModified, baselineNotModified),
      },
      { scenario: 'POST /api/v1/quotes, 1 line (10 conn)', figures: one },
      { scenario: 'POST /api/v1/quotes, 4 lines (10 conn)', figures: four },
    ];
    return { rows, baseline, table, tableNotModified, quotes: { one, four } };
  } finally {
    baselineServer.stop();
  }
}
