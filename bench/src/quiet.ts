import { existsSync } from 'node:fs';
import os from 'node:os';
import { TICKS_PER_SECOND, machineBusyTicks } from './cpu';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const before = { busy: machineBusyTicks(), at: performance.now() };
    await sleep(1000);
    const capacity = ((performance.now() - before.at) / 1000) * TICKS_PER_SECOND * os.cpus().length;
    busyPercent = Math.round(((machineBusyTicks() - before.busy) / capacity) * 100);
    calm = busyPercent < belowPercent ? calm + 1 : 0;
    if (calm >= forS) break;
  }
  return { waitedS: Math.round((Date.now() - started) / 1000), busyPercent, quiet: calm >= forS };
}

/**
 * Whether the kernel tracks connections (Docker's iptables rules load nf_conntrack): every packet
 * on loopback then goes through it, and the stack's processes talk to each other on loopback.
 * Measured 2026-11-27: 15.4-15.6 ms of CPU an order at 300/s with it, 12.5 with loopback exempt
 * (`iptables -t raw -I OUTPUT -o lo -j NOTRACK`, and PREROUTING -i lo), 11.3-11.9 before Docker
 * was installed on that machine.
 */
export function connectionsTracked(): boolean {
  return existsSync('/proc/sys/net/netfilter/nf_conntrack_count');
}
