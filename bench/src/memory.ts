import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CPU_PARTS, allProcesses } from './cpu';
import type { CpuPart } from './cpu';

/**
 * Memory each part of the stack holds, read from the operating system: the proportional set size
 * (PSS, /proc/<pid>/smaps_rollup) of each process and of everything under it. PSS shares each
 * page among the processes that map it, so PostgreSQL's backends do not count its shared buffers
 * once each, and the parts add up to what the stack really holds.
 */

function pssKb(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // gone between listing and reading
  }
}

/** MB each part holds now, its process and every process under it, and their total. */
export function readMemory(roots: Map<CpuPart, number>): Record<CpuPart | 'total', number> {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of allProcesses()) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const treeKb = (pid: number): number =>
    pssKb(pid) + (children.get(pid) ?? []).reduce((sum, child) => sum + treeKb(child), 0);
  const figures = {} as Record<CpuPart | 'total', number>;
  let total = 0;
  for (const part of CPU_PARTS) {
    const root = roots.get(part);
    const kb = root === undefined ? 0 : treeKb(root);
    figures[part] = Math.round(kb / 1024);
    total += kb;
  }
  figures.total = Math.round(total / 1024);
  return figures;
}

/**
 * A reading costs the kernel a walk of every mapping of some 60 processes: about 100 ms of CPU
 * under the orders burst (V8 profile of the bench, 2026-11-27), counted as the load generator's
 * and taken from the stack it runs beside: the orders scenario reads it through its warm-up, not
 * under the timed burst (scenarios/orders.ts). Every 2.5 s, and once as the work ends, it catches
 * the burst's growth at 40% of the cost of one a second.
 */
const SAMPLE_EVERY_MS = 2500;

type Reading = Record<CpuPart | 'total', number>;

/** Each part's higher figure of two readings. */
export function higherOf(one: Reading, other: Reading): Reading {
  const higher = { ...one };
  for (const key of Object.keys(other) as (keyof Reading)[]) {
    higher[key] = Math.max(one[key] ?? 0, other[key]);
  }
  return higher;
}

/**
 * The highest reading of each part while `work` runs, sampled every `everyMs` on a thread of its
 * own (memory-sampler.ts): read on the load generator's thread, each reading held it up for about
 * 100 ms, and the orders due meanwhile went out that much late and were timed from when they were
 * due (a second of the orders burst in every 2.5 read a p99 of 51-102 ms instead of 11-43).
 */
export async function peakMemory<T>(
  roots: Map<CpuPart, number>,
  work: () => Promise<T>,
  everyMs = SAMPLE_EVERY_MS,
): Promise<{ result: T; peak: Reading }> {
  const sampler = new Worker(path.join(__dirname, 'memory-sampler.js'), {
    workerData: { roots: [...roots], everyMs },
  });
  try {
    const [peak] = (await once(sampler, 'message')) as [Reading];
    const take = (now: Reading) => Object.assign(peak, higherOf(peak, now));
    sampler.on('message', take);
    let failed: Error | undefined;
    sampler.once('error', (error: Error) => (failed = error));
    const result = await work();
    // A reading that failed midway would leave the peak short: said, not reported as measured.
    if (failed) throw failed;
    take(readMemory(roots));
    return { result, peak };
  } finally {
    await sampler.terminate();
  }
}
