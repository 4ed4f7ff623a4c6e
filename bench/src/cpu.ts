import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU time each part of the stack spends, read from the operating system (/proc/<pid>/stat):
 * a figure that does not swing with the machine's load the way throughput and latency do.
 */

/** The stack's own processes, then the infrastructure it shares with anything else here. */
export const CPU_PARTS = [
  'gateway',
  'orders',
  'rates',
  'identity',
  'notifications',
  'payments',
  'compliance',
  'postgres',
  'rabbitmq',
  'redis',
] as const;
export type CpuPart = (typeof CPU_PARTS)[number];

export interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, in clock ticks. */
  own: number;
  /** cutime + cstime: the children it has waited for (a postgres backend that exited). */
  reaped: number;
}

export const TICKS_PER_SECOND =
  Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm may hold spaces and parentheses: it ends at the last ')'.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      ppid: Number(fields[1]),
      comm: text.slice(text.indexOf('(') + 1, close),
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined; // gone between listing and reading
  }
}

export function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The processes each part runs as: the stack's services are this benchmark's children (started
 * from services/<name>/dist/main.js); PostgreSQL, RabbitMQ and Redis are found by name, each by
 * its topmost process (the postmaster, not its backends).
 */
export function findCpuRoots(): Map<CpuPart, number> {
  const processes = allProcesses();
  const byPid = new Map(processes.map((stat) => [stat.pid, stat]));
  const roots = new Map<CpuPart, number>();
  for (const stat of processes) {
    if (stat.ppid === process.pid) {
      const service = /services\/(\w+)\/dist\/main\.js/.exec(commandLine(stat.pid))?.[1];
      if (service && (CPU_PARTS as readonly string[]).includes(service)) {
        roots.set(service as CpuPart, stat.pid);
      }
    }
    const topmost = byPid.get(stat.ppid)?.comm !== stat.comm;
    if (stat.comm === 'postgres' && topmost) roots.set('postgres', stat.pid);
    if (stat.comm === 'beam.smp') roots.set('rabbitmq', stat.pid);
    if (stat.comm === 'redis-server') roots.set('redis', stat.pid);
  }
  return roots;
}

/**
 * Ticks a process tree has used: what each live process used, plus what every child it has
 * reaped used. Between two readings, a child that exited moves from the first term to the second,
 * so short-lived children (postgres backends, autovacuum workers) are counted once and in full.
 */
function treeTicks(root: number, processes: ProcStat[]): number {
  const children = new Map<number, ProcStat[]>();
  for (const stat of processes) {
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  }
  let ticks = 0;
  const visit = (stat: ProcStat) => {
    ticks += stat.own + stat.reaped;
    for (const child of children.get(stat.pid) ?? []) visit(child);
  };
  const top = processes.find((stat) => stat.pid === root);
  if (top) visit(top);
  return ticks;
}

/** Ticks the whole machine spent busy (every core, every process, the kernel), from /proc/stat. */
export function machineBusyTicks(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return [user, nice, system, irq, softirq, steal].reduce((sum, value) => sum! + (value ?? 0), 0)!;
}

export interface CpuReading {
  parts: Map<CpuPart, number>;
  /** This benchmark's own process: the load generator, the event watch and the SMTP sink. */
  bench: number;
  machine: number;
  at: number;
}

export function readCpu(roots: Map<CpuPart, number>): CpuReading {
  const processes = allProcesses();
  return {
    parts: new Map([...roots].map(([part, pid]) => [part, treeTicks(pid, processes)])),
    bench: readStat(process.pid)?.own ?? 0,
    machine: machineBusyTicks(),
    at: performance.now(),
  };
}

/** CPU milliseconds per unit of work between two readings, by part, with what else ran. */
export interface CpuPerUnit {
  parts: Record<CpuPart | 'total', number>;
  /** The benchmark's own process (not in the total). */
  bench: number;
  /** Busy time of the machine not spent by the stack or the benchmark: other work here. */
  elsewhere: number;
  /** The window measured, in seconds. */
  windowS: number;
}

export function cpuPer(before: CpuReading, after: CpuReading, units: number): CpuPerUnit {
  const perUnit = (ticks: number) =>
    Math.round(((ticks * 1000) / TICKS_PER_SECOND / Math.max(units, 1)) * 100) / 100;
  const parts = {} as Record<CpuPart | 'total', number>;
  let total = 0;
  for (const part of CPU_PARTS) {
    const ticks = (after.parts.get(part) ?? 0) - (before.parts.get(part) ?? 0);
    parts[part] = perUnit(ticks);
    total += ticks;
  }
  parts.total = perUnit(total);
  const bench = after.bench - before.bench;
  return {
    parts,
    bench: perUnit(bench),
    elsewhere: perUnit(Math.max(0, after.machine - before.machine - total - bench)),
    windowS: Math.round((after.at - before.at) / 100) / 10,
  };
}

/**
 * The report's line: each part (marked when its process was not found), then what else ran, and
 * what the stack and the load generator together would need each second at `rate` orders a second
 * against what the machine's cores give.
 */
export function cpuDetail(
  figures: CpuPerUnit,
  roots: Map<CpuPart, number>,
  rate: number,
): Record<string, number> {
  const detail: Record<string, number> = {};
  for (const part of CPU_PARTS) {
    detail[roots.has(part) ? part : `${part} (not found)`] = figures.parts[part];
  }
  detail.total = figures.parts.total;
  detail['load generator'] = figures.bench;
  detail['elsewhere on the machine'] = figures.elsewhere;
  const capacity = os.cpus().length * 1000;
  detail[`ms/s needed at ${rate}/s (of ${capacity})`] = Math.round(
    (figures.parts.total + figures.bench) * rate,
  );
  return detail;
}
