import type { DependencyCheck, ServiceHealth } from '@fx/contracts';
import { INSTANCE_ID } from '../logging/logger';

export type HealthCheck = () => unknown;

export interface HealthCheckOptions {
  /**
   * A failing critical check (the default) makes the service `down` (503); a failing non-critical
   * one only `degraded` (200): the service still serves, but something needs attention.
   */
  critical?: boolean;
}

const CHECK_TIMEOUT_MS = 1500;

/** What this process depends on, and whether each dependency answers right now. */
export class HealthService {
  private readonly checks = new Map<string, HealthCheck>();
  private readonly advisory = new Set<string>();
  private readonly startedAt = Date.now();

  constructor(readonly service: string) {}

  register(name: string, check: HealthCheck, options: HealthCheckOptions = {}): void {
    this.checks.set(name, check);
    if (options.critical === false) this.advisory.add(name);
    else this.advisory.delete(name);
  }

  async report(): Promise<ServiceHealth> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await runCheck(check)] as const),
    );
    const checks = Object.fromEntries(entries);
    const failing = entries.filter(([, result]) => result.status !== 'up');
    return {
      service: this.service,
      status:
        failing.length === 0
          ? 'up'
          : failing.every(([name]) => this.advisory.has(name))
            ? 'degraded'
            : 'down',
      instance: INSTANCE_ID,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      checks,
    };
  }
}

export async function runCheck(
  check: HealthCheck,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(check),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: 'down',
      latencyMs: Math.round(performance.now() - started),
      error: (error as Error).message,
    };
  } finally {
    clearTimeout(timer);
  }
}
