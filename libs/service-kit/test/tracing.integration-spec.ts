import { trace } from '@opentelemetry/api';
import {
  EventPublisher,
  EventSubscriber,
  combineInstrumentation,
  currentTraceId,
  inSpan,
  startTracing,
  stopTracing,
  flushTracing,
  tracingEnabled,
} from '@fx/service-kit';
import type { MessageHeaders, MessagingInstrumentation } from '@fx/service-kit';
import { OtlpReceiver, OtlpTestExporter, eventually, memoryLogger } from '@fx/service-kit/testing';
import { TRACING_INSTRUMENTATION } from '../src/tracing/messaging';
import { order, useBroker } from './support/broker';

/** Keeps the headers of every delivery as they came off the real broker. */
function headersSeen() {
  const seen: (MessageHeaders | undefined)[] = [];
  const instrumentation: MessagingInstrumentation = {
    request: (_name, _headers, send) => send(),
    answer: (_name, _headers, handle) => handle(),
    publish: (_type, _headers, write) => write(),
    consume: (_queue, _type, headers, handle) => {
      seen.push(headers);
      return handle();
    },
  };
  return {
    seen,
    instrumentation: combineInstrumentation(TRACING_INSTRUMENTATION, instrumentation),
  };
}

/**
 * Tracing on the real RabbitMQ: off without an OTLP endpoint (nothing registered, no header
 * added), and on with one, an event's consumer span continuing its publisher's trace, exported to
 * a collector (an in-process OTLP receiver).
 */
describe('tracing of the message bus', () => {
  const { logger, lines } = memoryLogger();
  const broker = useBroker();

  afterEach(() => stopTracing());

  const handledLine = () =>
    lines()
      .filter((line) => line.msg === 'handled in the test')
      .at(-1);

  /** Publishes order.placed inside a span of the test's own and waits for its delivery. */
  async function publishAndReceive(instrumentation: MessagingInstrumentation) {
    const connection = broker.connect();
    const traceIdsInHandler: (string | undefined)[] = [];
    await new EventSubscriber(connection, logger, instrumentation).subscribe({
      queue: 'traced.orders',
      events: ['order.placed'],
      handler: () => {
        traceIdsInHandler.push(currentTraceId());
        logger.info('handled in the test');
      },
    });
    const publisher = new EventPublisher(connection, {}, instrumentation);
    const rootTraceId = await inSpan('place order', {}, async (span) => {
      await publisher.publish('order.placed', order);
      return span.spanContext().traceId;
    });
    await eventually(() => traceIdsInHandler.length === 1);
    return { rootTraceId, traceIdInHandler: traceIdsInHandler[0] };
  }

  it('is off without an endpoint: no provider registered, and messages carry no traceparent', async () => {
    expect(startTracing('kit', {})).toBe(false);
    expect(tracingEnabled()).toBe(false);
    expect(trace.getTracer('test').startSpan('anything').isRecording()).toBe(false);

    const { seen, instrumentation } = headersSeen();
    const { traceIdInHandler } = await publishAndReceive(instrumentation);

    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty('traceparent');
    expect(seen[0]).toHaveProperty('x-correlation-id');
    expect(traceIdInHandler).toBeUndefined();
    expect(handledLine()).not.toHaveProperty('trace_id');
  });

  it('refuses a bad endpoint at start, naming the variable', () => {
    expect(() => startTracing('kit', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be a URL starting with http:\/\/ or https:\/\//,
    );
    expect(tracingEnabled()).toBe(false);
  });

  it('with an endpoint, continues the publisher’s trace in the consumer and exports both spans', async () => {
    const receiver = await new OtlpReceiver().start();
    broker.closers.push(() => receiver.close());
    expect(
      startTracing(
        'kit',
        { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
        (url) => new OtlpTestExporter(url),
      ),
    ).toBe(true);

    const { seen, instrumentation } = headersSeen();
    const { rootTraceId, traceIdInHandler } = await publishAndReceive(instrumentation);

    expect(seen[0]?.traceparent).toMatch(new RegExp(`^00-${rootTraceId}-[0-9a-f]{16}-01$`));
    expect(traceIdInHandler).toBe(rootTraceId);
    expect(handledLine()).toMatchObject({
      trace_id: rootTraceId,
      correlationId: expect.any(String),
    });
    await eventually(async () => {
      await flushTracing();
      if (receiver.trace(rootTraceId).length !== 3) throw new Error(JSON.stringify(receiver.spans));
      return true;
    });
    const spans = receiver.trace(rootTraceId);
    const byName = (name: string) => spans.find((span) => span.name === name)!;
    expect(spans.map((span) => span.name).sort()).toEqual([
      'place order',
      'process order.placed',
      'publish order.placed',
    ]);
    expect(spans.every((span) => span.service === 'kit')).toBe(true);
    expect(byName('publish order.placed')).toMatchObject({
      kind: 4,
      parentSpanId: byName('place order').spanId,
      attributes: { 'messaging.system': 'rabbitmq', 'messaging.destination.name': 'order.placed' },
    });
    expect(byName('process order.placed')).toMatchObject({
      kind: 5,
      parentSpanId: byName('publish order.placed').spanId,
      attributes: { 'fx.event.outcome': 'handled' },
      status: 0,
    });
  });
});
