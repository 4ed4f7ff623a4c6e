import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';

/** How often each instance runs a scan of due orders. */
export const SCAN_EVERY_MS = 10 * 60_000;

/**
 * A scan of orders something is due for, run by every instance at start and then on a timer: the
 * database decides who takes which order (FOR UPDATE SKIP LOCKED, or a lifecycle move that only
 * one instance can make), so no queue is needed. A failed scan is logged; the next one retries.
 */
export abstract class PeriodicScan implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  protected constructor(
    protected readonly logger: Logger,
    private readonly what: string,
  ) {}

  /** Does what is due now; answers how many orders it moved. */
  abstract runDue(): Promise<number>;

  onApplicationBootstrap(): void {
    void this.runQuietly();
    this.timer = setInterval(() => void this.runQuietly(), SCAN_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async runQuietly(): Promise<void> {
    try {
      await this.runDue();
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, `${this.what} failed; next scan retries`);
    }
  }
}
