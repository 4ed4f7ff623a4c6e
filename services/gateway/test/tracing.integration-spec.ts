import type { OrderView } from '@fx/contracts';
import { flushTracing, startTracing, stopTracing } from '@fx/service-kit';
import {
  OtlpReceiver,
  OtlpTestExporter,
  SmtpInbox,
  eventually,
  memoryLogger,
} from '@fx/service-kit/testing';
import type { ReceivedSpan } from '@fx/service-kit/testing';
import { injectInto } from './support/gateway-harness';
import { startGatewayStack } from './support/gateway-stack';
import type { GatewayStack } from './support/gateway-stack';
import { GRACE, eurOrder } from './support/order-body';

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

/**
 * One order is one trace: the gateway (in this process), the real rates, orders and notifications
 * services (processes of their own, exporting with the real OTLP exporter) all send their spans to
 * a collector played by the test, and the order's HTTP request, its RPC, the EUR rate orders asks
 * of rates for due diligence, the event its outbox published, the e-mail jobs it queued and their
 * SMTP sends all carry one trace id.
 */
describe('traces across the services', () => {
  const { logger, lines } = memoryLogger('gateway');
  const receiver = new OtlpReceiver();
  const inbox = new SmtpInbox();
  let stack: GatewayStack;

  beforeAll(async () => {
    await receiver.start();
    await inbox.start();
    // The gateway's spans carry service.name gateway; each process its own.
    startTracing(
      'gateway',
      { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
      (url) => new OtlpTestExporter(url),
    );
    stack = await startGatewayStack({
      label: 'gwtrace',
      logger,
      shared: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' },
      services: {
        rates: {},
        orders: {},
        notifications: { SMTP_URL: inbox.url, SITE_URL: 'https://highstreetfx.test' },
      },
      gateway: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' },
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
    await stopTracing();
    await inbox.close();
    await receiver.close();
  });

  it('follows one order from the HTTP request through orders and the outbox to the SMTP send', async () => {
    const response = await injectInto(stack.gateway, 'POST', '/api/v1/orders', {
      body: await eurOrder(stack.gateway, GRACE, '300'),
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();

    // Both e-mails of the order (the customer's confirmation, the branch's alert) went out.
    await eventually(() => inbox.messages.length >= 2, 30_000, 100);
    const root = await eventually(
      async () => {
        await flushTracing();
        return receiver.spans.find((span) => span.name === 'POST /api/v1/orders');
      },
      10_000,
      50,
    );
    const sends = (spans: ReceivedSpan[]) => spans.filter((span) => span.name === 'smtp send');
    await eventually(() => sends(receiver.trace(root.traceId)).length === 2, 15_000, 100);
    const spans = receiver.trace(root.traceId);
    const summary = spans.map((span) => `${span.service}: ${span.name}`).sort();
    process.stdout.write(`the order's trace:\n  ${summary.join('\n  ')}\n`);

    // The trace starts at the gateway's request and is one tree: every other span's parent is in it.
    expect(root).toMatchObject({ service: 'gateway', kind: SERVER, parentSpanId: undefined });
    expect(root.attributes).toMatchObject({
      'http.route': '/api/v1/orders',
      'http.response.status_code': 201,
    });
    const ids = new Set(spans.map((span) => span.spanId));
    for (const span of spans.filter((span) => span !== root))
      expect({ span: span.name, parentInTrace: ids.has(span.parentSpanId ?? '') }).toEqual({
        span: span.name,
        parentInTrace: true,
      });
    // Orders asks rates for the euro rate of due diligence (issue 33) while it has no rate of
    // the previous working day, as on a test stack whose rates history starts today.
    expect(new Set(spans.map((span) => span.service))).toEqual(
      new Set(['gateway', 'orders', 'rates', 'notifications']),
    );

    const one = (service: string, name: string, kind: number) => {
      const found = spans.filter((span) => span.service === service && span.name === name);
      expect({ service, name, count: found.length }).toEqual({ service, name, count: 1 });
      expect(found[0]!.kind).toBe(kind);
      return found[0]!;
    };
    const sent = one('gateway', 'send orders.place', CLIENT);
    const answered = one('orders', 'process orders.place', SERVER);
    expect(answered.parentSpanId).toBe(sent.spanId);
    // Due diligence (issue 33): placing the order asks rates for the previous working day's EUR
    // rate. This stack's rates history has no point that old (only today's), so the latest one
    // stands in and is asked again for each order; with history, the day's first order asks.
    const asked = one('orders', 'send rates.currencies.history', CLIENT);
    expect(asked.parentSpanId).toBe(answered.spanId);
    expect(one('rates', 'process rates.currencies.history', SERVER).parentSpanId).toBe(
      asked.spanId,
    );
    const published = one('orders', 'publish order.placed', PRODUCER);
    const consumed = one('notifications', 'process order.placed', CONSUMER);
    expect(consumed.parentSpanId).toBe(published.spanId);
    expect(consumed.attributes['fx.event.outcome']).toBe('handled');

    // Each e-mail: a job continuing the consumer's trace, around an SMTP send naming the server
    // and the template, never the customer's address.
    const jobs = spans.filter((span) => span.name === 'process mail');
    expect(jobs.map((job) => [job.kind, job.parentSpanId])).toEqual([
      [CONSUMER, consumed.spanId],
      [CONSUMER, consumed.spanId],
    ]);
    const smtp = sends(spans);
    expect(smtp.map((span) => span.attributes['fx.mail.template']).sort()).toEqual([
      'branch-alert',
      'order-confirmation',
    ]);
    for (const span of smtp) {
      expect(span).toMatchObject({ service: 'notifications', kind: CLIENT });
      expect(span.attributes['server.address']).toBe('127.0.0.1');
      expect(jobs.map((job) => job.spanId)).toContain(span.parentSpanId);
    }
    expect(JSON.stringify(spans)).not.toContain(GRACE.email);

    // No span of this order's work went to another trace (it is the only order placed here).
    const elsewhere = receiver.spans.filter(
      (span) =>
        span.traceId !== root.traceId &&
        ['process order.placed', 'publish order.placed', 'smtp send'].includes(span.name),
    );
    expect(elsewhere).toEqual([]);

    // The gateway's log line for the request names the trace beside the correlation id.
    expect(lines()).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        url: '/api/v1/orders',
        trace_id: root.traceId,
        correlationId: expect.any(String),
      }),
    );
    expect(order.orderNumber).toEqual(expect.any(String));
  });

  it('leaves out the rate table browsers poll, as its access log does', async () => {
    const table = await injectInto(stack.gateway, 'GET', '/api/v1/currencies');
    expect(table.statusCode).toBe(200);
    const config = await injectInto(stack.gateway, 'GET', '/api/v1/config');
    expect(config.statusCode).toBe(200);
    await eventually(async () => {
      await flushTracing();
      return receiver.spans.some((span) => span.name === 'GET /api/v1/config');
    });
    expect(
      receiver.spans.filter((span) => span.attributes['url.path'] === '/api/v1/currencies'),
    ).toEqual([]);
  });
});
