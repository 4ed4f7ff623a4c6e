import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../core/tokens';
import { METRICS } from '../metrics/catalogue';
import { Metrics } from '../metrics/metrics';
import { OutboxRepository } from './outbox.repository';

/**
 * A service's outbox as operators watch it (each series labelled with the service), read from the table when Prometheus scrapes: how many events
 * wait to be published, and for how long the oldest has. The relay keeps the backlog near zero,
 * so the count (over the partial index of unsent rows) stays cheap; a growing one is the alert.
 */
@Injectable()
export class OutboxMetrics {
  constructor(metrics: Metrics, outbox: OutboxRepository, @Inject(LOGGER) logger: Logger) {
    // Both gauges are collected together: one read of the table serves them.
    let reading: ReturnType<OutboxRepository['backlog']> | undefined;
    const backlog = () =>
      (reading ??= outbox.backlog().finally(() => {
        reading = undefined;
      }));
    const failed = (error: unknown) =>
      logger.warn({ err: (error as Error).message }, 'could not read the outbox for metrics');
    metrics.gauge(
      METRICS.outboxBacklog,
      'Outbox events not yet published to RabbitMQ',
      [],
      async (gauge) => gauge.set((await backlog()).unsent),
      failed,
    );
    metrics.gauge(
      METRICS.outboxOldestAge,
      'Age in seconds of the oldest unpublished outbox event (0 when there is none)',
      [],
      async (gauge) => {
        const { oldestUnsentAt } = await backlog();
        gauge.set(oldestUnsentAt ? Math.max(0, Date.now() - oldestUnsentAt.getTime()) / 1000 : 0);
      },
      failed,
    );
  }
}
