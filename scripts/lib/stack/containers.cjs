// PostgreSQL, Redis and RabbitMQ in containers for the tests, where a Docker engine is all the
// machine has: the project's own images (deploy/build-images.sh, from Debian's packages: there is
// no Docker Hub to pull from), started with testcontainers on fixed free host ports, so a restarted
// container keeps its address. testcontainers' own reaper (Ryuk) is an image from Docker Hub, so it
// stays off; instead every container carries the run's labels, a small reaper of ours
// (container-reaper.cjs) removes them when the process that started them ends however it ends, and
// the next run sweeps whatever a reaper could not.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { ROOT, log, run } = require('./config.cjs');
const { freePort } = require('./infrastructure.cjs');

process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';

/** Labels on every test container: the run it belongs to and the process that owns it. */
const LABELS = { run: 'fx-platform.test-run', owner: 'fx-platform.test-owner-pid' };
const PASSWORD = 'fx-test';

const KINDS = {
  postgres: {
    variable: 'DATABASE_URL',
    port: 5432,
    env: { POSTGRES_PASSWORD: PASSWORD },
    // Tests need no durability across a crash of the machine; they need speed and connections.
    command: [
      'postgres',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    ready: 'pg_isready -q -h 127.0.0.1 -U postgres',
    url: (port) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
  },
  redis: {
    variable: 'REDIS_URL',
    port: 6379,
    command: ['--appendonly', 'no', '--save', ''],
    ready: 'redis-cli ping | grep -q PONG',
    url: (port) => `redis://127.0.0.1:${port}`,
  },
  rabbitmq: {
    variable: 'AMQP_URL',
    port: 5672,
    // The image's node name is rabbit@rabbitmq: the container's hostname has to match it.
    hostname: 'rabbitmq',
    ready: 'rabbitmq-diagnostics -q check_port_connectivity',
    url: (port) => `amqp://guest:guest@127.0.0.1:${port}`,
  },
};

const imageOf = (kind) =>
  `${process.env.FX_IMAGE_PREFIX ?? 'fx-platform'}-${kind}:${process.env.FX_IMAGE_TAG ?? 'latest'}`;

function docker(args) {
  return spawnSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** True when a Docker engine answers this machine's docker CLI. */
function dockerAnswers() {
  const result = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], {
    stdio: 'ignore',
    timeout: 15_000,
  });
  return result.status === 0;
}

/** Builds the images of `kinds` that this engine does not have yet, saying so and how long it took. */
function ensureImages(kinds) {
  const missing = kinds.filter((kind) => docker(['image', 'inspect', imageOf(kind)]).status !== 0);
  if (missing.length === 0) return;
  log(
    `Building the test images ${missing.join(', ')} from Debian's packages ` +
      '(deploy/build-images.sh; a few minutes the first time, then they are kept)...',
  );
  const started = Date.now();
  run('bash', [path.join(ROOT, 'deploy/build-images.sh'), ...missing]);
  log(`Built ${missing.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Removes the containers of runs whose owner has gone (Ctrl+C, a crash, a killed reaper). */
function sweepLeftovers() {
  const listed = docker([
    'ps',
    '-a',
    '--filter',
    `label=${LABELS.run}`,
    '--format',
    `{{.ID}} {{.Label "${LABELS.owner}"}}`,
  ]);
  if (listed.status !== 0) return;
  const orphans = listed.stdout
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter(([id, owner]) => id && !alive(Number(owner)))
    .map(([id]) => id);
  if (orphans.length === 0) return;
  log(`Removing ${orphans.length} test container(s) an earlier run left behind.`);
  docker(['rm', '-f', '-v', ...orphans]);
}

/** Removes every container of one run. */
function removeRun(runId) {
  const listed = docker(['ps', '-aq', '--filter', `label=${LABELS.run}=${runId}`]);
  const ids = listed.stdout?.split('\n').filter(Boolean) ?? [];
  if (ids.length > 0) docker(['rm', '-f', '-v', ...ids]);
}

/** Our reaper: a detached process that removes the run's containers once `owner` is gone. */
function startReaper(runId, owner) {
  const reaper = spawn(
    process.execPath,
    [path.join(__dirname, 'container-reaper.cjs'), String(owner), runId],
    { detached: true, stdio: 'ignore' },
  );
  reaper.unref();
  return reaper;
}

/**
 * Starts one container of `kind` for the run `runId` on a fixed free host port. `halt()`,
 * `resume()` and `restart()` stop and start the server itself, as production loses it; its
 * address stays the same.
 */
async function startContainer(kind, runId) {
  const { GenericContainer, Wait } = require(require.resolve('testcontainers', { paths: [ROOT] }));
  const spec = KINDS[kind];
  const hostPort = await freePort(); // kept across restarts: the address stays the same
  let container = new GenericContainer(imageOf(kind))
    .withExposedPorts({ container: spec.port, host: hostPort })
    .withLabels({ [LABELS.run]: runId, [LABELS.owner]: String(process.pid) })
    .withWaitStrategy(Wait.forSuccessfulCommand(spec.ready))
    .withStartupTimeout(120_000);
  if (spec.env) container = container.withEnvironment(spec.env);
  if (spec.command) container = container.withCommand(spec.command);
  if (spec.hostname) container = container.withHostname(spec.hostname);
  const started = await container.start();
  const id = started.getId();
  return {
    kind,
    url: spec.url(hostPort),
    id,
    /** Stops the server (SIGTERM, then SIGKILL after 10 s): every connection to it is lost. */
    async halt() {
      if (docker(['stop', '-t', '10', id]).status !== 0)
        throw new Error(`docker stop ${id} failed`);
    },
    /** Starts it again on the same port and waits until it serves. */
    async resume() {
      if (docker(['start', id]).status !== 0) throw new Error(`docker start ${id} failed`);
      await waitUntil(() => docker(['exec', id, 'sh', '-c', spec.ready]).status === 0, kind);
    },
    async restart() {
      await this.halt();
      await this.resume();
    },
    async stop() {
      await started.stop({ remove: true, removeVolumes: true });
    },
  };
}

async function waitUntil(ready, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what} did not come back within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * PostgreSQL, Redis and RabbitMQ for one test run, started together. Returns their addresses as
 * DATABASE_URL, REDIS_URL and AMQP_URL, and `stop()`, which removes them.
 */
async function startTestContainers() {
  sweepLeftovers();
  const kinds = Object.keys(KINDS);
  ensureImages(kinds);
  const runId = crypto.randomBytes(6).toString('hex');
  const reaper = startReaper(runId, process.pid);
  const stop = async () => {
    removeRun(runId);
    reaper.kill();
  };
  const began = Date.now();
  log(`Starting ${kinds.join(', ')} in containers (testcontainers, run ${runId})...`);
  try {
    const containers = await Promise.all(kinds.map((kind) => startContainer(kind, runId)));
    log(`Containers ready in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
    const env = Object.fromEntries(containers.map((c) => [KINDS[c.kind].variable, c.url]));
    return { runId, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { alive, dockerAnswers, removeRun, startContainer, startTestContainers };
