import { parentPort, workerData } from 'node:worker_threads';
import type { CpuPart } from './cpu';
import { readMemory } from './memory';

/**
 * Reads the stack's memory on a thread of its own (memory.ts's peakMemory), once at start and then
 * every `everyMs`, and posts each reading.
 */
const { roots, everyMs } = workerData as { roots: [CpuPart, number][]; everyMs: number };
const byPart = new Map(roots);
const post = () => parentPort!.postMessage(readMemory(byPart));
post();
setInterval(post, everyMs);
