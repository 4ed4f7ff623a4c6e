import { HealthService } from './health.service';

const fails = () => {
  throw new Error('no');
};

describe('a service reporting its health', () => {
  it('is up when every check passes', async () => {
    const health = new HealthService('rates');
    health.register('postgres', () => undefined);
    health.register('rates-fresh', () => undefined, { critical: false });
    expect((await health.report()).status).toBe('up');
  });

  it('is degraded, not down, when only a non-critical check fails', async () => {
    const health = new HealthService('rates');
    health.register('postgres', () => undefined);
    health.register('rates-fresh', fails, { critical: false });
    const report = await health.report();
    expect(report.status).toBe('degraded');
    expect(report.checks['rates-fresh']).toMatchObject({ status: 'down', error: 'no' });
  });

  it('is down when a critical check fails, whatever the others say', async () => {
    const health = new HealthService('rates');
    health.register('postgres', fails);
    health.register('rates-fresh', fails, { critical: false });
    expect((await health.report()).status).toBe('down');
  });
});
