#!/usr/bin/env node
// npm test: installs what is missing, then lint, typecheck, every service's unit and integration
// tests against the real PostgreSQL / Redis / RabbitMQ, the alert rules (promtool), the SPA's
// tests, and the browser tests against the whole stack. Ends with one line "N passed, N failed".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters as stripAnsi } from 'node:util';
import stack from './lib/stack.cjs';

const { ROOT, ensureInstalled, ensureTestInfrastructure, ensureAuthEmulator, loadConfig, log } =
  stack;
const VAR = path.join(ROOT, 'var');
const only = process.argv.slice(2);
/** `containers` runs only when named: CI's second pass, on testcontainers (see .ci/run). */
const wanted = (step) => (only.length === 0 && step !== 'containers') || only.includes(step);
/**
 * Jest's workers for the services' suites: at least two, where jest would take one on two cores.
 * The integration suites spend most of their time waiting on PostgreSQL, RabbitMQ and timers, and
 * each has its own database and broker namespace. On two cores (2026-11-27), with two workers the
 * whole step took 10.8 minutes beside other work; with one, six of its eleven projects took 13.8.
 */
const JEST_WORKERS = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;

const JEST_SERVICES = [
  'contracts',
  'service-kit',
  'rate-table',
  'rates',
  'orders',
  'identity',
  'notifications',
  'gateway',
  'payments',
  'compliance',
  'stripe-stand-in',
];
/**
 * The integration suites the `containers` step runs (CI's second pass): all of service-kit's (the
 * broker, its real restart, the transport), the orders service losing PostgreSQL (its real
 * restart), the gateway losing Redis, and the orders and payments outboxes: the ones whose outcome
 * depends on how PostgreSQL, Redis and RabbitMQ behave rather than on the product's rules. The
 * other services' outbox and fault suites repeat those mechanisms and stay on the first pass.
 */
const INFRASTRUCTURE_SUITES =
  '(libs/service-kit/test/|gateway/test/faults\\.|gateway/test/faults-redis|(orders|payments)/test/outbox)';

const INFRASTRUCTURE = {
  local: "this machine's own services",
  given: 'the addresses in DATABASE_URL, REDIS_URL and AMQP_URL',
  containers: 'containers of the project images (testcontainers), removed at the end',
};
const results = [];
let passed = 0;
let failed = 0;

function step(name, command, args, report) {
  if (!wanted(name)) return;
  log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...(process.env.CI ? { NO_COLOR: '1' } : { FORCE_COLOR: '1' }) },
  });
  const ok = result.status === 0;
  const counts = report ? readCounts(report) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (!ok) {
    failed += 1;
  }
  if (!ok && counts && counts.failed === 0) failed += 1; // the runner failed outside any test
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000), counts });
}

/**
 * The instant the integration and browser suites run at (the unit suites run at every test
 * instant): FX_TEST_NOW, which the services they start share. Unset, one of the test instants,
 * another each day; FX_TEST_NOW=now runs them at the real time, and an ISO instant at that one.
 */
function chooseTestInstant() {
  const given = process.env.FX_TEST_NOW;
  if (given === 'now') {
    delete process.env.FX_TEST_NOW;
    return 'the real time (FX_TEST_NOW=now)';
  }
  if (given) return `FX_TEST_NOW=${given}, as set`;
  const file = path.join(ROOT, 'libs/service-kit/src/testing/instants.json');
  const instants = JSON.parse(fs.readFileSync(file, 'utf8'));
  const instant = instants[Math.floor(Date.now() / 86_400_000) % instants.length];
  process.env.FX_TEST_NOW = instant.at;
  return `FX_TEST_NOW=${instant.at}, ${instant.label} (today's test instant; FX_TEST_NOW=now for the real time)`;
}

/**
 * The tests that failed in a jest or vitest JSON report, a line each (file, test, the message's
 * first lines), and suites that failed outside any test: repeated under the summary, so the end of
 * a long log (what CI shows first) names them.
 */
function failuresOf(report) {
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(ROOT, suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      lines.push(`${file} › ${test.fullName ?? test.title}: ${gist(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && suite.status === 'failed') {
      lines.push(`${file}: ${gist(suite.message)}`);
    }
  }
  return lines;
}

/** A failure message's first three lines with text, on one line of 300 characters at most. */
function gist(message = '') {
  const lines = stripAnsi(message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  const text = lines.slice(0, 3).join(' · ');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

function readCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      failures: failuresOf(report),
    };
  } catch {
    return undefined;
  }
}

async function main() {
  ensureInstalled();
  // The machine's PostgreSQL, Redis and RabbitMQ, or containers of them on a Docker engine.
  const removeContainers = await ensureTestInfrastructure();
  const infrastructure = process.env.FX_TEST_INFRA_IN_USE;
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  // One Firebase Auth Emulator for every test that signs in (unless one is already running).
  const integration = ['services', 'e2e', 'containers'].some(wanted);
  const stopEmulator = integration ? await ensureAuthEmulator(config) : undefined;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  const instant = integration ? chooseTestInstant() : undefined;
  if (instant) log(`The integration and browser suites run at ${instant}`);
  fs.mkdirSync(VAR, { recursive: true });
  for (const file of fs.readdirSync(VAR))
    if (file.endsWith('.json')) fs.rmSync(path.join(VAR, file));

  // The Stripe stand-in's hosted page is also driven once in Chromium, in the services step.
  if (wanted('services')) stack.ensureChromium("The Stripe stand-in's browser test");
  step('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
  step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  step(
    'services',
    'npx',
    [
      'jest',
      JEST_WORKERS,
      '--selectProjects',
      ...JEST_SERVICES,
      '--json',
      `--outputFile=${path.join(VAR, 'jest.json')}`,
    ],
    path.join(VAR, 'jest.json'),
  );
  step(
    'containers',
    'npx',
    [
      'jest',
      JEST_WORKERS,
      '--selectProjects',
      ...JEST_SERVICES,
      '--testPathPatterns',
      INFRASTRUCTURE_SUITES,
      '--json',
      `--outputFile=${path.join(VAR, 'containers.json')}`,
    ],
    path.join(VAR, 'containers.json'),
  );
  // The alert rules (deploy/prometheus) with promtool: installed by the script when missing.
  step('alerts', 'node', ['scripts/test-alerts.mjs'], path.join(VAR, 'alerts.json'));
  step(
    'spa',
    'npx',
    [
      'vitest',
      'run',
      '--root',
      'frontend',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(VAR, 'vitest.json')}`,
    ],
    path.join(VAR, 'vitest.json'),
  );
  if (wanted('e2e')) {
    stack.ensureChromium('The browser tests');
    step(
      'e2e',
      'npx',
      [
        'jest',
        '--selectProjects',
        'e2e',
        '--runInBand',
        '--json',
        `--outputFile=${path.join(VAR, 'e2e.json')}`,
      ],
      path.join(VAR, 'e2e.json'),
    );
  }

  await stopEmulator?.();
  await removeContainers?.();

  log('\n━━ summary ━━');
  for (const r of results) {
    const counts = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
    log(
      `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)} s${counts}`,
    );
    const failures = r.counts?.failures ?? [];
    for (const failure of failures.slice(0, 20)) log(`         failed: ${failure}`);
    if (failures.length > 20) log(`         and ${failures.length - 20} more failed`);
  }
  if (instant) log(`  integration and browser suites at ${instant}`);
  log(`  PostgreSQL, Redis and RabbitMQ: ${INFRASTRUCTURE[infrastructure] ?? infrastructure}`);
  log(`\n${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(`\n${error.message}\n`);
  log(`\n${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
