import { Histogram, Registry } from 'prom-client';
import { DURATION_BUCKETS, Metrics } from './metrics';

const OBSERVED: [string, string, number][] = [
  ['GET', '/api/v1/currencies', 0.0004],
  ['GET', '/api/v1/currencies', 0.001],
  ['GET', '/api/v1/currencies', 0.0031],
  ['POST', '/api/v1/orders', 0.26],
  ['POST', '/api/v1/orders', 12],
  ['GET', '/api/v1/currencies', 0.0099],
];

/** What Prometheus reads of a histogram, without the lines that say when it was read. */
async function exposition(registry: Registry): Promise<string> {
  return (await registry.metrics()).replace(/^# HELP .*$/gm, '').trim();
}

describe('a tally histogram', () => {
  it('reads exactly as a prom-client histogram fed the same values does, default labels and all', async () => {
    const metrics = new Metrics('gateway');
    const tally = metrics.tallyHistogram('fx_http_request_duration_seconds', 'durations', [
      'method',
      'route',
    ]);
    const reference = new Registry();
    reference.setDefaultLabels({ service: 'gateway' });
    const histogram = new Histogram({
      name: 'fx_http_request_duration_seconds',
      help: 'durations',
      labelNames: ['method', 'route'],
      buckets: DURATION_BUCKETS,
      registers: [reference],
    });
    for (const [method, route, seconds] of OBSERVED) {
      tally.series(`${method} ${route}`, { method, route }).observe(seconds);
      histogram.observe({ method, route }, seconds);
    }
    const mine = new Registry();
    mine.setDefaultLabels({ service: 'gateway' });
    mine.registerMetric(metrics.registry.getSingleMetric('fx_http_request_duration_seconds')!);
    const text = await exposition(mine);
    expect(text).toBe(await exposition(reference));
    expect(text).toContain(
      'fx_http_request_duration_seconds_bucket{le="0.005",service="gateway",method="GET",route="/api/v1/currencies"} 3',
    );
    expect(text).toContain(
      'fx_http_request_duration_seconds_count{service="gateway",method="POST",route="/api/v1/orders"} 2',
    );
  });

  it('keeps the series its callers hold through a reset, counting from nothing again', async () => {
    const metrics = new Metrics('gateway');
    const tally = metrics.tallyHistogram('fx_http_request_duration_seconds', 'durations', [
      'route',
    ]);
    const series = tally.series('/api/v1/currencies', { route: '/api/v1/currencies' });
    series.observe(0.002);
    metrics.registry.resetMetrics();
    series.observe(0.3);
    const text = await metrics.text();
    expect(text).toContain(
      'fx_http_request_duration_seconds_count{service="gateway",route="/api/v1/currencies"} 1',
    );
    expect(text).toContain(
      'fx_http_request_duration_seconds_sum{service="gateway",route="/api/v1/currencies"} 0.3',
    );
  });
});
