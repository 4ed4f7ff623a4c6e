import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, round } from '../load';
import type { LoadFigures, LoadOptions } from '../load';

/**
 * Starts the baseline server in its own process, answering `body` with `etag` and `contentType`
 * from memory.
 */
export async function startBaseline(
  body: Buffer,
  etag: string,
  contentType = 'application/json; charset=utf-8',
): Promise<{ url: string; stop(): void }> {
  const file = path.join(tmpdir(), `fx-bench-body-${process.pid}-${Date.now()}`);
  writeFileSync(file, body);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, '..', 'baseline-server.js'), file, etag, contentType],
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
export async function alternately(
  a: LoadOptions,
  b: LoadOptions,
): Promise<[LoadFigures, LoadFigures]> {
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
