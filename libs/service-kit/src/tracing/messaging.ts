import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Attributes } from '@opentelemetry/api';
import type { MessagingInstrumentation } from '../messaging/instrumentation';
import { extractTraceContext, inSpan, injectTraceContext } from './spans';

/** Messaging semantic conventions (attribute names as OpenTelemetry spells them). */
function messaging(destination: string, operation: string, type: string): Attributes {
  return {
    'messaging.system': 'rabbitmq',
    'messaging.destination.name': destination,
    'messaging.operation.name': operation,
    'messaging.operation.type': type,
  };
}

/** Deliveries that did not end well: the span is marked failed. */
const FAILED_OUTCOMES = new Set(['retried', 'dead_lettered', 'dropped']);

/**
 * What traces see of the message bus: W3C trace context (`traceparent`, `tracestate`) on every
 * message, a span for each step, and each handler run inside its span, so the requests, events
 * and database work it starts belong to the same trace.
 *
 * - a request sent: CLIENT span `send <name>`, its context injected into the request's headers;
 * - a request answered: SERVER span `process <name>`, continuing the request's trace;
 * - an event published: PRODUCER span `publish <type>`, its context injected into the headers;
 * - an event delivered: CONSUMER span `process <type>`, continuing the publisher's trace, with the
 *   outcome (`fx.event.outcome`); failed when retried, dead-lettered or dropped.
 *
 * While tracing is off (no OTLP endpoint) every step just runs and no header is added.
 */
export const TRACING_INSTRUMENTATION: MessagingInstrumentation = {
  request: (name, headers, send) =>
    inSpan(
      `send ${name}`,
      { kind: SpanKind.CLIENT, attributes: messaging(name, 'send', 'send') },
      () => {
        injectTraceContext(headers);
        return send();
      },
    ),
  answer: (name, headers, handle) =>
    inSpan(
      `process ${name}`,
      { kind: SpanKind.SERVER, attributes: messaging(name, 'process', 'process') },
      async (span) => {
        const reply = await handle();
        if (!reply.ok) {
          span.setAttribute('error.type', reply.error.code);
          span.setStatus({ code: SpanStatusCode.ERROR, message: reply.error.code });
        }
        return reply;
      },
      extractTraceContext(headers),
    ),
  publish: (type, headers, write) =>
    inSpan(
      `publish ${type}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          ...messaging(type, 'publish', 'send'),
          'messaging.rabbitmq.destination.routing_key': type,
        },
      },
      () => {
        injectTraceContext(headers);
        return write();
      },
    ),
  consume: (queue, type, headers, handle) =>
    inSpan(
      `process ${type}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          ...messaging(type, 'process', 'process'),
          'messaging.destination.subscription.name': queue,
          'messaging.rabbitmq.destination.routing_key': type,
        },
      },
      async (span) => {
        const outcome = await handle();
        span.setAttribute('fx.event.outcome', outcome);
        if (FAILED_OUTCOMES.has(outcome))
          span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
        return outcome;
      },
      extractTraceContext(headers),
    ),
};
