import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_METRICS } from './notifications/metrics';
import { RATE_METRICS } from './rates/metrics';

// The alert rules (deploy/prometheus/alerts.yml) on each domain's own metrics; the generic ones
// (outbox, dead letters, HTTP, requests) and the runbook links are checked in service-kit
// (libs/service-kit/src/metrics/alert-rules.spec.ts), promtool checks the rules themselves.
const rules = readFileSync(
  join(__dirname, '..', '..', '..', 'deploy', 'prometheus', 'alerts.yml'),
  'utf8',
);
const used = new Set(
  [...rules.matchAll(/\bfx_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, '')),
);

describe("the alert rules watch each domain's trouble", () => {
  it('rates older than the most a rate may be', () => {
    expect(used).toContain(RATE_METRICS.rateAge);
    expect(used).toContain(RATE_METRICS.rateMaxAge);
  });

  it('e-mails that fail, and e-mail jobs that pile up', () => {
    expect(used).toContain(NOTIFICATION_METRICS.emails);
    expect(used).toContain(NOTIFICATION_METRICS.emailJobs);
  });
});
