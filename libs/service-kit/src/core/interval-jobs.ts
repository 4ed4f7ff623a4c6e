import type { Logger } from 'pino';

/**
 * A service instance's repeating work without Redis (so without BullMQ): named jobs on timers that
 * do not keep the process alive, a tick skipped while the job's last run is still going, a failed
 * run logged and tried at the next tick, and every timer stopped on shutdown.
 */
export class IntervalJobs {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<string>();

  constructor(private readonly logger: Logger) {}

  every(ms: number, name: string, run: () => Promise<void>): void {
    const tick = () => {
      if (this.running.has(name)) return; // the last tick still runs
      this.running.add(name);
      run()
        .catch((error: Error) => this.logger.warn({ err: error.message }, `${name} failed`))
        .finally(() => this.running.delete(name));
    };
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }

  stopAll(): void {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }
}
