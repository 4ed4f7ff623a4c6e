import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { METRICS } from './catalogue';

// The alert rules (deploy/prometheus/alerts.yml) against what they rely on: the metrics the
// services expose, and the runbook sections an operator is sent to. The rules on each domain's
// own metrics are checked beside them (libs/contracts/src/metrics.spec.ts). promtool checks the rules
// themselves (scripts/test-alerts.mjs); this catches a renamed metric or a moved runbook section,
// which promtool cannot see (a rule on a metric no service exposes is valid, and never fires).
const ROOT = join(__dirname, '..', '..', '..', '..');
const rules = readFileSync(join(ROOT, 'deploy', 'prometheus', 'alerts.yml'), 'utf8');
const runbook = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
const ruleTests = readFileSync(join(ROOT, 'deploy', 'prometheus', 'alerts.test.yml'), 'utf8');

/**
 * Each domain's metric names (libs/contracts/src/<domain>/metrics.ts), read as text: service-kit
 * imports nothing of the contracts' domains (the lint zone in eslint.config.mjs).
 */
const CONTRACTS = join(ROOT, 'libs', 'contracts', 'src');
const domainMetrics = readdirSync(CONTRACTS)
  .map((domain) => join(CONTRACTS, domain, 'metrics.ts'))
  .filter((file) => existsSync(file))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(fx_[a-z0-9_]+)'/g)])
  .map((match) => match[1] ?? '');

/** The services whose app has an outbox (service-kit's OutboxModule). */
const servicesWithOutbox = readdirSync(join(ROOT, 'services')).filter((service) => {
  try {
    const app = readFileSync(join(ROOT, 'services', service, 'src', 'app.module.ts'), 'utf8');
    return app.includes('OutboxModule.forRoot(');
  } catch {
    return false;
  }
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;

describe('the alert rules', () => {
  const alerts = [...rules.matchAll(/^\s*- alert: (\w+)$/gm)].map((m) => m[1] ?? '');

  it("use only metrics of the catalogues: service-kit's and each domain's", () => {
    expect(domainMetrics).toContain('fx_rate_age_seconds');
    const known = new Set<string>([...Object.values(METRICS), ...domainMetrics]);
    const used = new Set([...rules.matchAll(/\bfx_[a-z0-9_]+/g)].map((m) => m[0]));
    const unknown = [...used].filter(
      (name) => !known.has(name) && !known.has(name.replace(HISTOGRAM_SERIES, '')),
    );
    expect(unknown).toEqual([]);
    // Every kind of trouble the issue lists is watched (each domain's: in the contracts' spec).
    for (const metric of [
      METRICS.outboxOldestAge,
      METRICS.deadLetters,
      METRICS.httpRequestDuration,
      METRICS.rpcServerDuration,
    ])
      expect([...used].some((name) => name.replace(HISTOGRAM_SERIES, '') === metric)).toBe(true);
  });

  it('each send the operator to its own section of docs/operations.md', () => {
    const headings = new Set(
      [...runbook.matchAll(/^#{1,6} (.+)$/gm)].map(
        (m) => `docs/operations.md#${anchor(m[1] ?? '')}`,
      ),
    );
    const links = [...rules.matchAll(/runbook_url: (\S+)/g)].map((m) => m[1] ?? '');
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    expect(links).toEqual(alerts.map((name) => `docs/operations.md#alert-${name.toLowerCase()}`));
    expect(links.filter((link) => !headings.has(link))).toEqual([]);
  });

  it('watch the outbox of every service that has one, each service on its own', () => {
    expect(servicesWithOutbox.sort()).toEqual(['compliance', 'identity', 'orders', 'payments', 'rates']);
    const rule = rules.slice(rules.indexOf('- alert: OutboxBacklogGrowing'));
    const expr = rule.slice(0, rule.indexOf('for:'));
    // Aggregated per service (max over its instances, which all read the same table).
    for (const metric of [METRICS.outboxOldestAge, METRICS.outboxBacklog])
      expect(expr).toContain(`max by (service) (${metric})`);
    for (const service of servicesWithOutbox) {
      // Its own words in the alert, and a promtool test that feeds its series.
      expect(rule.slice(0, rule.indexOf('runbook_url'))).toContain(`"${service}"`);
      expect(ruleTests).toContain(`${METRICS.outboxOldestAge}{service="${service}"`);
    }
  });

  it('each say how urgent they are', () => {
    const severities = [...rules.matchAll(/severity: (\w+)/g)].map((m) => m[1]);
    expect(severities).toHaveLength(alerts.length);
    for (const severity of severities) expect(['critical', 'warning']).toContain(severity);
  });
});
