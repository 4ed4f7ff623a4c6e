import { readFileSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The machine's CPU time so far, all cores, in clock ticks: busy and in total. */
function cpuTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
}

export interface Quiet {
  waitedS: number;
  /** The share of the machine's CPU in use over the last second waited, 0-100. */
  busyPercent: number;
  quiet: boolean;
}

/**
 * Waits until the machine has been quiet (under `belowPercent` of its CPU in use) for `forS`
 * seconds in a row, at most `timeoutS`: what the order scenarios left behind (e-mails, compliance,
 * PostgreSQL writing thousands of rows out) otherwise runs under the page loads Lighthouse times.
 */
export async function waitForQuiet({
  belowPercent = 15,
  forS = 3,
  timeoutS = 90,
} = {}): Promise<Quiet> {
  const started = Date.now();
  let calm = 0;
  let busyPercent = 100;
  while (Date.now() - started < timeoutS * 1000) {
    const before = cpuTicks();
    await sleep(1000);
    const after = cpuTicks();
    busyPercent = Math.round(
      ((after.busy - before.busy) / Math.max(after.total - before.total, 1)) * 100,
    );
    calm = busyPercent < belowPercent ? calm + 1 : 0;
    if (calm >= forS) break;
  }
  return { waitedS: Math.round((Date.now() - started) / 1000), busyPercent, quiet: calm >= forS };
}
