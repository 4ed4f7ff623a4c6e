import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { memoryLogger, randomSuffix, sampleValue, uniqueNamespace } from '@fx/service-kit/testing';
import { InternalPort } from '../src/health/internal-port';
import { startTestGateway } from './support/gateway-harness';

describe('gateway metrics: on its internal port, never on the public one', () => {
  const { logger } = memoryLogger('gateway');
  let gateway: NestFastifyApplication;
  let publicUrl: string;
  let internalUrl: string;

  beforeAll(async () => {
    gateway = await startTestGateway(uniqueNamespace('gateway-metrics'), logger);
    await gateway.listen(0, '127.0.0.1');
    publicUrl = await gateway.getUrl();
    const internal = await gateway.get(InternalPort).listen(0, '127.0.0.1');
    internalUrl = `http://127.0.0.1:${internal.port}`;
  });

  let closed = false;
  afterAll(async () => {
    if (!closed) await gateway?.close();
  });

  const scrape = async () => {
    const response = await fetch(`${internalUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  const requests = (text: string, labels: Record<string, string>) =>
    sampleValue(text, 'fx_http_request_duration_seconds_count', labels);

  it('counts a public request under its route pattern and status class, never its path', async () => {
    const route = { method: 'GET', route: '/api/v1/orders/:orderNumber' };
    const before = await scrape();

    const answer = await fetch(`${publicUrl}/api/v1/orders/12345678`);
    await fetch(`${publicUrl}/health/live`);

    const after = await scrape();
    const statusClass = `${Math.floor(answer.status / 100)}xx`;
    expect(requests(after, { ...route, status_class: statusClass })).toBe(
      requests(before, { ...route, status_class: statusClass }) + 1,
    );
    expect(requests(after, { route: '/health/live', status_class: '2xx' })).toBe(
      requests(before, { route: '/health/live', status_class: '2xx' }) + 1,
    );
    expect(after).not.toContain('12345678');
    expect(after).toContain('service="gateway"');
  });

  it('counts requests no route takes as unmatched: random paths add no series', async () => {
    const before = await scrape();
    const paths = [1, 2, 3].map(() => `/api/v1/no-such-thing-${randomSuffix()}`);
    for (const path of paths) expect((await fetch(`${publicUrl}${path}`)).status).toBe(404);

    const after = await scrape();
    expect(requests(after, { route: 'unmatched', status_class: '4xx' })).toBe(
      requests(before, { route: 'unmatched', status_class: '4xx' }) + 3,
    );
    for (const path of paths) expect(after).not.toContain(path);
    const series = (text: string) =>
      text.split('\n').filter((line) => line.startsWith('fx_http_request_duration_seconds_count'));
    expect(series(after).length).toBeLessThanOrEqual(series(before).length + 1);
  });

  it('does not serve /metrics on the public port', async () => {
    const response = await fetch(`${publicUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('fx_http_request_duration_seconds');
  });

  it('answers liveness and readiness on the internal port as on the public one', async () => {
    for (const path of ['/health/live', '/health/ready']) {
      const [internal, outside] = await Promise.all([
        fetch(`${internalUrl}${path}`),
        fetch(`${publicUrl}${path}`),
      ]);
      expect(internal.status).toBe(outside.status);
      expect(internal.status).toBe(200);
      const [inside, publicBody] = [await internal.json(), await outside.json()] as {
        status: string;
        service?: string;
      }[];
      expect(inside?.status).toBe(publicBody?.status);
    }
    const ready = (await (await fetch(`${internalUrl}/health/ready`)).json()) as {
      service: string;
      checks: Record<string, unknown>;
    };
    expect(ready.service).toBe('gateway');
    expect(Object.keys(ready.checks)).toEqual(expect.arrayContaining(['rabbitmq']));
    expect((await fetch(`${internalUrl}/api/v1/currencies`)).status).toBe(404);
  });

  it('stops listening on the internal port when the gateway closes', async () => {
    expect((await fetch(`${internalUrl}/health/live`)).status).toBe(200);
    closed = true;
    await gateway.close();
    await expect(fetch(`${internalUrl}/health/live`)).rejects.toThrow();
  });
});
