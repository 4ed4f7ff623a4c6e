import { Inject, Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import type { Logger } from 'pino';
import { NOTIFICATION_METRICS } from '@fx/contracts';
import { LOGGER, Metrics } from '@fx/service-kit';
import type { MailTemplate } from './mail-job';

/** The BullMQ states operators watch: what waits, what is being sent, what retries, what gave up. */
export const WATCHED_JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

type Outcome = 'sent' | 'retrying' | 'failed';

/**
 * E-mails as operators count them: each attempt's outcome by template, and the jobs in the queue
 * by state, read from Redis when Prometheus scrapes (a count per state, however long the queue).
 */
@Injectable()
export class MailMetrics {
  private readonly emails: Counter<'template' | 'outcome'>;

  constructor(
    private readonly metrics: Metrics,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.emails = metrics.counter(
      NOTIFICATION_METRICS.emails,
      'E-mail attempts by template and outcome: sent, retrying (another attempt follows) or failed (the last one did)',
      ['template', 'outcome'],
    );
  }

  sent(template: MailTemplate): void {
    this.count(template, 'sent');
  }

  /** An attempt failed; `final` when it was the last one and the e-mail is kept as failed. */
  attemptFailed(template: MailTemplate, final: boolean): void {
    this.count(template, final ? 'failed' : 'retrying');
  }

  /** Reads the queue's job counts at each scrape. */
  watchJobs(read: () => Promise<Record<string, number>>): void {
    this.metrics.gauge(
      NOTIFICATION_METRICS.emailJobs,
      'E-mail jobs in BullMQ by state: waiting, active, delayed (to retry) and failed (given up)',
      ['state'],
      async (gauge) => {
        const counts = await read();
        for (const state of WATCHED_JOB_STATES) gauge.set({ state }, counts[state] ?? 0);
      },
      (error) =>
        this.logger.warn(
          { err: (error as Error).message },
          'could not count e-mail jobs for metrics',
        ),
    );
  }

  private count(template: MailTemplate, outcome: Outcome): void {
    this.emails.inc({ template, outcome });
  }
}
