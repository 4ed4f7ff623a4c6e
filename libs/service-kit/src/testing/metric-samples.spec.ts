import { Metrics } from '../metrics/metrics';
import { parseMetrics, sampleValue } from './metric-samples';

describe('metric samples', () => {
  it('reads the counters and histograms a service exposes, summing the series that match', async () => {
    const metrics = new Metrics('orders');
    const published = metrics.counter('fx_events_published_total', 'events', ['event', 'outcome']);
    published.inc({ event: 'OrderPlaced', outcome: 'ok' }, 2);
    published.inc({ event: 'OrderCancelled', outcome: 'ok' });
    published.inc({ event: 'OrderPlaced', outcome: 'failed' });
    const rpc = metrics.histogram('fx_rpc_server_duration_seconds', 'rpc', ['request', 'outcome']);
    rpc.observe({ request: 'a "quoted"\\name', outcome: 'ok' }, 0.2);
    const text = await metrics.text();

    expect(sampleValue(text, 'fx_events_published_total', { event: 'OrderPlaced' })).toBe(3);
    expect(sampleValue(text, 'fx_events_published_total', { outcome: 'ok' })).toBe(3);
    expect(sampleValue(text, 'fx_events_published_total', { service: 'orders' })).toBe(4);
    expect(sampleValue(text, 'fx_events_published_total', { event: 'RateRefreshed' })).toBe(0);
    expect(
      sampleValue(text, 'fx_rpc_server_duration_seconds_count', {
        request: 'a "quoted"\\name',
      }),
    ).toBe(1);
    const inf = parseMetrics(text).find(
      (sample) =>
        sample.name === 'fx_rpc_server_duration_seconds_bucket' && sample.labels.le === '+Inf',
    );
    expect(inf?.value).toBe(1);
  });

  it('refuses a line that is not Prometheus text rather than reading it as nothing', () => {
    expect(() => parseMetrics('<html>not found</html>')).toThrow(/unreadable/);
  });
});
