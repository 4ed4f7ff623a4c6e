// The stack under test: the images pushed to the test's registry, the secrets made by
// deploy/swarm/create-secrets.sh, the settings the test runs with, `docker stack deploy` of
// deploy/swarm's files, and what the checks ask of it: which task runs where, whether every
// service is up, RabbitMQ's cluster, and SQL on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sleep } from '../test-deploy/harness.mjs';
import { ROOT, nodes, ports, runId } from './cluster.mjs';
import { DOCKER, docker, dockerSync, manager, onNode, run, swarm } from './shell.mjs';

export const STACK = 'fx';
const SWARM_DIR = path.join(ROOT, 'deploy', 'swarm');
const IMAGES = ['', '-postgres', '-redis', '-rabbitmq', '-tools'];
/** The tags this run gave the host's images to push them: removed again at the end. */
export const pushedTags = [];
const settingsFile = path.join(os.tmpdir(), `fxswarm${runId}-settings.env`);

async function registryUp(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${ports.registry}/v2/`).catch(() => undefined);
    if (answer?.status === 200) return;
    await sleep(300);
  }
  throw new Error('the registry did not answer');
}

/** Pushes the host's images to the test's registry (built first if missing); returns their sizes. */
export async function pushImages(tag = 'latest', only = IMAGES) {
  const missing = [];
  for (const suffix of only) {
    const found = await run(DOCKER, ['image', 'inspect', `fx-platform${suffix}:latest`], {
      allowFailure: true,
    });
    if (found.status !== 0) missing.push(suffix ? suffix.slice(1) : 'app');
  }
  if (missing.length > 0)
    await run(path.join(ROOT, 'deploy', 'build-images.sh'), missing, { timeoutMs: 3_600_000 });
  await registryUp();
  const sizes = await Promise.all(
    only.map(async (suffix) => {
      const remote = `127.0.0.1:${ports.registry}/fx-platform${suffix}:${tag}`;
      await docker(['tag', `fx-platform${suffix}:latest`, remote]);
      pushedTags.push(remote);
      await docker(['push', remote], { timeoutMs: 900_000 });
      return Number(await docker(['image', 'inspect', '-f', '{{.Size}}', remote]));
    }),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** A new tag of an image already in the registry (its manifest put under the new tag). */
export async function tagInRegistry(repository, from, to) {
  const base = `http://127.0.0.1:${ports.registry}/v2/${repository}/manifests`;
  const type = 'application/vnd.docker.distribution.manifest.v2+json';
  const manifest = await fetch(`${base}/${from}`, { headers: { accept: type } });
  if (!manifest.ok)
    throw new Error(`the registry has no ${repository}:${from} (${manifest.status})`);
  const body = await manifest.text();
  const put = await fetch(`${base}/${to}`, {
    method: 'PUT',
    headers: { 'content-type': manifest.headers.get('content-type') ?? type },
    body,
  });
  if (!put.ok) throw new Error(`tagging ${repository}:${to} answered ${put.status}`);
}

export function removePushedTags() {
  if (pushedTags.length > 0) dockerSync(['rmi', ...pushedTags]);
}

/** Each service's tasks and last log lines, for a failed run (var/swarm-test/services.log). */
export function serviceLogs() {
  const swarmSync = (args) => {
    const { stdout, stderr } = dockerSync(['-H', manager.api, ...args], { timeoutMs: 20_000 });
    return [stdout, stderr].filter(Boolean).join('\n');
  };
  const names = swarmSync(['service', 'ls', '--format', '{{.Name}}']).split('\n').filter(Boolean);
  return names
    .map((name) => {
      const where = swarmSync([
        'service',
        'ps',
        '--no-trunc',
        '--format',
        '{{.Name}} {{.Node}} {{.CurrentState}} {{.Error}}',
        name,
      ]);
      const logs = swarmSync(['service', 'logs', '--tail', '60', '--no-task-ids', '--raw', name]);
      return `━━ ${name}\n${where}\n${logs}\n`;
    })
    .join('\n');
}

/** The secrets, made as an operator makes them: deploy/swarm/create-secrets.sh against the manager. */
export async function createSecrets() {
  const result = await run(path.join(SWARM_DIR, 'create-secrets.sh'), [], {
    env: { ...process.env, DOCKER, DOCKER_HOST: manager.api },
  });
  return result.stdout.split('\n').length;
}

const shippedSettings = () => fs.readFileSync(path.join(SWARM_DIR, 'settings.env'), 'utf8');

/**
 * The gateway's RPC_TIMEOUT_MS as the shipped settings.env sets it: the test's load balancer and
 * customers wait longer than it, so the gateway's own answer (or 503) is what they get.
 */
export const RPC_TIMEOUT_MS = Number(/^RPC_TIMEOUT_MS=(\d+)\s*$/m.exec(shippedSettings())?.[1]);
if (!Number.isFinite(RPC_TIMEOUT_MS))
  throw new Error('deploy/swarm/settings.env sets no RPC_TIMEOUT_MS');

/**
 * The settings the test deploys with: the shipped deploy/swarm/settings.env, and two of the test's
 * own. The load balancer's requests reach the gateways from the test network's gateway address:
 * its per-address limits would count every customer as one, so that address is left out of them,
 * as for a load test.
 */
export function writeSettings(balancerAddress) {
  const shipped = shippedSettings();
  fs.writeFileSync(
    settingsFile,
    [shipped.trimEnd(), `RATE_LIMIT_ALLOW_LIST=${balancerAddress}`, 'LOG_LEVEL=warn', ''].join(
      '\n',
    ),
  );
}
export const removeSettings = () => fs.rmSync(settingsFile, { force: true });

export const stackEnv = (tag = 'latest') => ({
  ...process.env,
  FX_IMAGE_PREFIX: 'registry:5000/fx-platform',
  FX_IMAGE_TAG: tag,
  FX_SETTINGS_FILE: settingsFile,
  // Short waits for a test: how long a new task is watched, and how long a task has to stop.
  FX_UPDATE_MONITOR: '5s',
  FX_STOP_GRACE: '10s',
  FX_RABBITMQ_STOP_GRACE: '30s',
  HTTP_PORT: '3000',
  MAIL_VIEWER_PORT: '1080',
  AUTH_EMULATOR_PORT: '9099',
  SITE_URL: 'http://localhost:3000',
});

/** `docker stack deploy` of these files of deploy/swarm (state.yml first: the working directory). */
export async function deploy(files) {
  const args = files.flatMap((file) => ['-c', path.join(SWARM_DIR, file)]);
  return swarm(['stack', 'deploy', ...args, STACK], { env: stackEnv(), timeoutMs: 120_000 });
}

/** Every service of the stack with its tasks running out of those wanted ("fx_rates" -> [3, 3]). */
export async function replicas() {
  const rows = await swarm([
    'service',
    'ls',
    '--filter',
    `label=com.docker.stack.namespace=${STACK}`,
    '--format',
    '{{.Name}} {{.Replicas}}',
  ]);
  return new Map(
    rows
      .split('\n')
      .filter(Boolean)
      .map((row) => {
        const [name, counts] = row.split(' ');
        const [running, wanted] = counts.split('/').map((n) => parseInt(n, 10));
        return [name.slice(STACK.length + 1), [running, wanted]];
      }),
  );
}

/** Waits until every service runs all its tasks, healthy (a task counts as running once healthy). */
export async function waitAllRunning({ timeoutMs = 300_000, except = [], expect } = {}) {
  const deadline = Date.now() + timeoutMs;
  let waiting = [];
  while (Date.now() < deadline) {
    const all = await replicas();
    waiting = [...all].filter(
      ([name, [running, wanted]]) => !except.includes(name) && (running !== wanted || wanted === 0),
    );
    if ((expect === undefined || all.size >= expect) && waiting.length === 0) return all;
    await sleep(1000);
  }
  throw new Error(
    `not running after ${timeoutMs / 1000} s: ${waiting.map(([name, [r, w]]) => `${name} ${r}/${w}`).join(', ')}`,
  );
}

/** Where each running task is: [{ service, node }] (node: swarm-1, ...). */
export async function tasks() {
  const rows = await swarm([
    'node',
    'ps',
    ...nodes.map((n) => n.hostname),
    '--filter',
    'desired-state=running',
    '--format',
    '{{.Name}} {{.Node}} {{.CurrentState}}',
  ]);
  return rows
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [name, node, state] = row.split(' ');
      return { service: name.slice(STACK.length + 1).replace(/\.\d+$/, ''), node, state };
    });
}

/** The container of a service's task on a node (its engine's own id), or '' if none runs there. */
export async function containerOf(node, service, { healthy = false } = {}) {
  const filters = [
    '--filter',
    `label=com.docker.swarm.service.name=${STACK}_${service}`,
    '--filter',
    'status=running',
  ];
  if (healthy) filters.push('--filter', 'health=healthy');
  const found = await onNode(node.name, ['ps', '-q', ...filters], {
    allowFailure: true,
    timeoutMs: 10_000,
  });
  return found.split('\n')[0] ?? '';
}

export async function psql(sql) {
  const container = await containerOf(nodes[0], 'postgres');
  return onNode(nodes[0].name, ['exec', container, 'psql', '-U', 'fx', '-d', 'fx', '-tAc', sql]);
}

/** rabbitmqctl (or rabbitmq-queues, ...) in the RabbitMQ node that runs on the n-th swarm node. */
export async function rabbit(n, command, args) {
  const node = nodes[n - 1];
  const container = await containerOf(node, `rabbitmq-${n}`);
  if (!container) throw new Error(`rabbitmq-${n} is not running`);
  return onNode(node.name, ['exec', container, command, ...args], { timeoutMs: 60_000 });
}

/** The RabbitMQ nodes running in one cluster, as rabbitmq-1 (or the n-th) sees them. */
export async function clusterMembers(n = 1) {
  const status = JSON.parse(
    await rabbit(n, 'rabbitmqctl', ['-q', 'cluster_status', '--formatter', 'json']),
  );
  return status.running_nodes ?? [];
}

/** Waits until the cluster runs all three RabbitMQ nodes again. */
export async function waitRabbitWhole(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let members = [];
  while (Date.now() < deadline) {
    const healthy = await Promise.all(
      [1, 2, 3].map((n) => containerOf(nodes[n - 1], `rabbitmq-${n}`, { healthy: true })),
    );
    if (healthy.every(Boolean)) {
      members = await clusterMembers().catch(() => []);
      if (members.length === 3) return members;
    }
    await sleep(2000);
  }
  throw new Error(
    `RabbitMQ not whole after ${timeoutMs / 1000} s: running ${members.join(', ') || 'unknown'}`,
  );
}

/** How many RabbitMQ nodes run healthy now (a node container that is gone counts as down). */
export async function rabbitNodesUp() {
  const up = await Promise.all(
    [1, 2, 3].map((n) => containerOf(nodes[n - 1], `rabbitmq-${n}`, { healthy: true })),
  );
  return up.filter(Boolean).length;
}
