// The stack under test: a compose project and ports of its own (127.0.0.1 only), the settings it
// runs with, and how the deploy test drives it (compose, docker, psql) and waits for it.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from './endpoints.mjs';
import { sleep } from './harness.mjs';
import infrastructure from '../lib/stack/infrastructure.cjs';

const { freePort } = infrastructure;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUT = path.join(ROOT, 'var', 'deploy-test');

export const suffix = crypto.randomBytes(3).toString('hex');
export const project = `fxdeploy${suffix}`;
const edge = 200 + (parseInt(suffix, 16) % 50);
export const ports = {
  HTTP_PORT: await freePort(),
  MAIL_VIEWER_PORT: await freePort(),
  AUTH_EMULATOR_PORT: await freePort(),
  TLS_PORT: await freePort(),
  TLS_HTTP_PORT: await freePort(),
  PROMETHEUS_PORT: await freePort(),
};
export const site = `http://127.0.0.1:${ports.HTTP_PORT}`;
export const mailViewer = `http://127.0.0.1:${ports.MAIL_VIEWER_PORT}`;
export const emulator = `http://127.0.0.1:${ports.AUTH_EMULATOR_PORT}`;
export const prometheus = `http://127.0.0.1:${ports.PROMETHEUS_PORT}`;
Object.assign(endpoints, { site, mailViewer, emulator });
export const emptyEnvFile = path.join(os.tmpdir(), `${project}.env`);
fs.writeFileSync(emptyEnvFile, '');

// A developer's .env (read by `npm start`) must not leak in: the test's settings are these alone.
export const composeEnv = {
  ...process.env,
  COMPOSE_PROJECT_NAME: project,
  ...Object.fromEntries(Object.entries(ports).map(([key, value]) => [key, String(value)])),
  HTTP_BIND: '127.0.0.1',
  MAIL_VIEWER_BIND: '127.0.0.1',
  AUTH_EMULATOR_BIND: '127.0.0.1',
  HTTPS_BIND: '127.0.0.1',
  PROMETHEUS_BIND: '127.0.0.1',
  // Prometheus runs beside the stack in every compose command (a --profile option replaces this).
  COMPOSE_PROFILES: 'observability',
  EDGE_SUBNET: `172.31.${edge}.0/24`,
  PROXY_ADDRESS: `172.31.${edge}.10`,
  TRUST_PROXY: `172.31.${edge}.10`,
  AUTH_EMULATOR_PUBLIC_URL: `http://localhost:${ports.AUTH_EMULATOR_PORT}`,
  SITE_URL: `http://localhost:${ports.HTTP_PORT}`,
  COMPOSE_INTERACTIVE_NO_CLI: '1',
};

/** `docker compose` where the v2 plugin is here, else Compose v1's `docker-compose`. */
export const composeCommand = (() => {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0)
    return ['docker', ['compose']];
  return ['docker-compose', []];
})();

export function compose(args, { files, allowFailure = false, timeoutMs = 300_000 } = {}) {
  const fileArgs = (files ?? []).flatMap((file) => ['-f', file]);
  const [command, prefix] = composeCommand;
  const result = spawnSync(command, [...prefix, '--env-file', emptyEnvFile, ...fileArgs, ...args], {
    cwd: ROOT,
    env: composeEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
    maxBuffer: 64 << 20,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (!allowFailure && result.status !== 0)
    throw new Error(`compose ${args.join(' ')} failed (${result.status}): ${output.slice(-1500)}`);
  return { status: result.status, stdout: result.stdout ?? '', output };
}

export function docker(args, { allowFailure = false } = {}) {
  const result = spawnSync('docker', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (!allowFailure && result.status !== 0)
    throw new Error(`docker ${args.join(' ')} failed: ${result.stderr.slice(-800)}`);
  return result.stdout.trim();
}

/** Every container of the project with its state and restart count, for a failed check's log. */
export function containerStates() {
  const ids = docker(['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`], {
    allowFailure: true,
  });
  if (!ids) return 'no containers';
  return docker(
    [
      'inspect',
      '-f',
      '{{.Name}} {{.State.Status}} exit={{.State.ExitCode}} restarts={{.RestartCount}} started={{.State.StartedAt}}',
      ...ids.split('\n'),
    ],
    { allowFailure: true },
  );
}

export const containersOf = (service) =>
  compose(['ps', '-q', service]).stdout.split('\n').filter(Boolean);

const health = (id) =>
  docker(
    [
      'inspect',
      '-f',
      '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}',
      id,
    ],
    {
      allowFailure: true,
    },
  );

const APP = ['gateway', 'rates', 'orders', 'identity', 'notifications', 'compliance'];
export const EVERYTHING = ['postgres', 'redis', 'rabbitmq', 'auth-emulator', ...APP, 'prometheus'];

export async function waitHealthy(services, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let waiting = services;
  while (Date.now() < deadline) {
    waiting = services.filter((service) => {
      const ids = containersOf(service);
      return ids.length === 0 || ids.some((id) => health(id) !== 'healthy');
    });
    if (waiting.length === 0) return;
    await sleep(1000);
  }
  throw new Error(`not healthy after ${timeoutMs / 1000} s: ${waiting.join(', ')}`);
}

export const psql = (sql, database = 'fx') =>
  compose([
    'exec',
    '-T',
    'postgres',
    'psql',
    '-U',
    'fx',
    '-d',
    database,
    '-tAc',
    sql,
  ]).stdout.trim();
