import type { Logger } from 'pino';
import type { AmqpConnection } from '../messaging/amqp-connection';
import { METRICS } from './catalogue';
import type { MetricName } from './catalogue';
import type { Metrics } from './metrics';

/** A service's own durable queues, named without the broker namespace. */
export interface ServiceQueues {
  /** Where its messages wait: its requests queue, its consumer queues and their retry queues. */
  queues: readonly string[];
  /** Its consumer queues' dead-letter queues. */
  deadLetters: readonly string[];
}

/**
 * `fx_queue_messages` and `fx_dead_letters`, read from the broker each time Prometheus scrapes
 * (the queues are labelled without the namespace). While the broker is unreachable the gauges are
 * empty rather than failing the scrape; the `rabbitmq` health check says why.
 */
export function registerQueueGauges(
  metrics: Metrics,
  connection: AmqpConnection,
  watched: ServiceQueues,
  logger: Logger,
): void {
  const failed = (error: unknown) =>
    logger.debug({ err: (error as Error).message }, 'could not read queue depths for metrics');
  const gauge = (name: MetricName, help: string, queues: readonly string[]) =>
    metrics.gauge(
      name,
      help,
      ['queue'],
      async (g) => {
        for (const [queue, count] of await connection.messageCounts(queues))
          g.set({ queue }, count);
      },
      failed,
    );
  gauge(METRICS.queueMessages, "Messages ready in this service's durable queues", watched.queues);
  gauge(
    METRICS.deadLetters,
    "Messages parked in this service's dead-letter queues",
    watched.deadLetters,
  );
}
