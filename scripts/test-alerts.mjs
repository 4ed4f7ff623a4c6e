#!/usr/bin/env node
// The alert rules and Prometheus' configuration (deploy/prometheus), checked with promtool:
// `check rules` (valid PromQL, templates that parse), `check config` (the scrape jobs and the rule
// file they load; DNS is not looked up) and `test rules` (alerts.test.yml: each alert fires on
// the series it watches and stays quiet while all is well). Debian's prometheus package brings
// promtool; installed here when missing and we may. Writes var/alerts.json as jest does
// (numPassedTests, numFailedTests) for npm test's summary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import stack from './lib/stack.cjs';

const { ROOT, log, run } = stack;
const DIR = path.join(ROOT, 'deploy', 'prometheus');

function ensurePromtool() {
  if (spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error('The alert rules tests need promtool: sudo apt-get install -y prometheus');
  log('Installing promtool for the alert rules tests (apt-get install prometheus)...');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'],
  ]) {
    // needrestart (when installed) must not restart this machine's services mid-run.
    run('apt-get', args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', NEEDRESTART_SUSPEND: '1' },
    });
  }
}

const checks = [
  ['the alert rules are valid', ['check', 'rules', 'alerts.yml']],
  ['the Prometheus configuration is valid', ['check', 'config', 'prometheus.yml']],
  ['every alert fires when it should and only then', ['test', 'rules', 'alerts.test.yml']],
];

ensurePromtool();
let passed = 0;
let failed = 0;
for (const [name, args] of checks) {
  const result = spawnSync('promtool', args, { cwd: DIR, encoding: 'utf8' });
  const ok = result.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  log(`${ok ? 'ok  ' : 'FAIL'} - ${name} (promtool ${args.join(' ')})`);
  if (!ok) log(`${result.stdout}${result.stderr}`.trim().replace(/^/gm, '       '));
}
fs.mkdirSync(path.join(ROOT, 'var'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'var', 'alerts.json'),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed }),
);
log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
