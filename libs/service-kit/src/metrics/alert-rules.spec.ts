import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { METRICS } from './catalogue';

// The alert rules (deploy/prometheus/alerts.yml) against what they rely on: the metrics the
// services expose, and the runbook sections an operator is sent to. promtool checks the rules
// themselves (scripts/test-alerts.mjs); this catches a renamed metric or a moved runbook section,
// which promtool cannot see (a rule on a metric no service exposes is valid, and never fires).
const ROOT = join(__dirname, '..', '..', '..', '..');
const rules = readFileSync(join(ROOT, 'deploy', 'prometheus', 'alerts.yml'), 'utf8');
const runbook = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');

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

  it('use only metrics of the catalogue', () => {
    const known = new Set<string>(Object.values(METRICS));
    const used = new Set([...rules.matchAll(/\bfx_[a-z0-9_]+/g)].map((m) => m[0]));
    const unknown = [...used].filter(
      (name) => !known.has(name) && !known.has(name.replace(HISTOGRAM_SERIES, '')),
    );
    expect(unknown).toEqual([]);
    // Every kind of trouble the issue lists is watched.
    for (const metric of [
      METRICS.rateAge,
      METRICS.rateMaxAge,
      METRICS.outboxOldestAge,
      METRICS.deadLetters,
      METRICS.emails,
      METRICS.emailJobs,
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

  it('each say how urgent they are', () => {
    const severities = [...rules.matchAll(/severity: (\w+)/g)].map((m) => m[1]);
    expect(severities).toHaveLength(alerts.length);
    for (const severity of severities) expect(['critical', 'warning']).toContain(severity);
  });
});
