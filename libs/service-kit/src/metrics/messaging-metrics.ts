import { isEventType, isRpcName } from '@fx/contracts';
import { DomainError } from '../errors/domain-error';
import type { MessagingInstrumentation } from '../messaging/instrumentation';
import { METRICS } from './catalogue';
import type { MetricName } from './catalogue';
import type { Metrics } from './metrics';

/** A request or event name as a label: only names the contracts know, so no stray series. */
const requestLabel = (name: string) => (isRpcName(name) ? name : 'unknown');
const eventLabel = (type: string) => (isEventType(type) ? type : 'unknown');

/**
 * A failed request's outcome: its error code in lower case, `unavailable` when the service did not
 * answer (timeout, broker unreachable: `SERVICE_UNAVAILABLE`), `internal` for anything else.
 */
function outcomeOfCode(code: string): string {
  return code === 'SERVICE_UNAVAILABLE' ? 'unavailable' : code.toLowerCase();
}
function outcomeOfError(error: unknown): string {
  return error instanceof DomainError ? outcomeOfCode(error.code) : 'internal';
}

/** Seconds since `start` (a `process.hrtime.bigint()`). */
function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * What metrics see of the message bus (names and labels in `METRICS`): how long requests take on
 * each side and how they end, events published, and each delivery of an event with its outcome.
 */
export function messagingMetrics(metrics: Metrics): MessagingInstrumentation {
  const rpc = (name: MetricName, help: string) =>
    metrics.histogram(name, help, ['request', 'outcome']);
  const client = rpc(
    METRICS.rpcClientDuration,
    'Requests sent over RabbitMQ, until their reply, by request and outcome',
  );
  const server = rpc(
    METRICS.rpcServerDuration,
    'Requests answered, from receipt to reply, by request and outcome',
  );
  const published = metrics.counter(
    METRICS.eventsPublished,
    'Events published, by event and outcome (ok: confirmed by the broker)',
    ['event', 'outcome'],
  );
  const handled = metrics.histogram(
    METRICS.eventHandlingDuration,
    'Deliveries of events to a consumer queue, by queue, event and outcome',
    ['queue', 'event', 'outcome'],
  );

  return {
    async request(name, _headers, send) {
      const start = process.hrtime.bigint();
      let outcome = 'ok';
      try {
        return await send();
      } catch (error) {
        outcome = outcomeOfError(error);
        throw error;
      } finally {
        client.observe({ request: requestLabel(name), outcome }, secondsSince(start));
      }
    },
    async answer(name, _headers, handle) {
      const start = process.hrtime.bigint();
      let outcome = 'internal';
      try {
        const reply = await handle();
        outcome = reply.ok ? 'ok' : outcomeOfCode(reply.error.code);
        return reply;
      } finally {
        server.observe({ request: requestLabel(name), outcome }, secondsSince(start));
      }
    },
    async publish(type, _headers, write) {
      let outcome = 'failed';
      try {
        await write();
        outcome = 'ok';
      } finally {
        published.inc({ event: eventLabel(type), outcome });
      }
    },
    async consume(queue, type, _headers, handle) {
      const start = process.hrtime.bigint();
      const outcome = await handle();
      handled.observe({ queue, event: eventLabel(type), outcome }, secondsSince(start));
      return outcome;
    },
  };
}
