import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@fx/service-kit';
import { SuspicionReports } from './suspicion-reports';

/** How often the consent clock is looked at (its dates are whole days). */
export const CONSENT_SWEEP_EVERY_MS = 15 * 60_000;

/** The consent clock's sweep: holds lifted once the notice period or the moratorium ended. */
@Injectable()
export class ConsentSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly reports: SuspicionReports,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), CONSENT_SWEEP_EVERY_MS);
    this.timer.unref();
    void this.tick();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.reports.sweep();
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'the consent clock sweep failed');
    } finally {
      this.running = false;
    }
  }
}
