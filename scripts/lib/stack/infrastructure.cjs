// What the product needs on this machine before it starts: its dependencies installed, PostgreSQL,
// Redis and RabbitMQ reachable, its database, a free port, and Chromium for the browser tests.
'use strict';
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { ROOT, log, run } = require('./config.cjs');
const { freePort } = require('../free-port.cjs');

/**
 * How to start each dependency on this kind of machine. (The compose stack keeps its own inside
 * its network: to run the whole product in containers instead, see the README's compose section.)
 */
const HOW_TO_START = {
  PostgreSQL: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  Redis: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
  RabbitMQ: 'rabbitmq-server -detached',
};

/** Installs the dependencies when node_modules is missing or older than the lock file. */
function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const stale =
    !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  log('Installing dependencies (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** The dependencies of `config` that do not answer, each with its name and address. */
async function unreachable(config) {
  const targets = [
    ['PostgreSQL', config.DATABASE_URL, 5432],
    ['Redis', config.REDIS_URL, 6379],
    ['RabbitMQ', config.AMQP_URL, 5672],
  ];
  const missing = [];
  for (const [name, url, port] of targets) {
    if (!(await reachable(url, port))) missing.push({ name, url });
  }
  return missing;
}

/** Names every dependency that is not reachable, with the command that starts it. */
async function checkInfrastructure(config) {
  const missing = await unreachable(config);
  if (missing.length > 0) {
    const lines = missing.map(
      ({ name, url }) =>
        `  - ${name} is not reachable at ${redact(url)}.\n    Start it with: ${HOW_TO_START[name]}`,
    );
    throw new Error(
      `The platform needs these services, which are not running:\n${lines.join('\n')}`,
    );
  }
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A client connected to the server's `postgres` database, to create or drop the product's. */
async function connectAsAdmin(databaseUrl) {
  const { Client } = require(
    require.resolve('pg', { paths: [path.join(ROOT, 'libs/service-kit')] }),
  );
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  return client;
}

/** Creates the product's database if it does not exist yet (each service then migrates its schema). */
async function ensureDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = await connectAsAdmin(databaseUrl);
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      log(`Created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function dropDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = await connectAsAdmin(databaseUrl);
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Deletes every Redis key under `prefix` (an isolated stack's: its mail jobs, cached rates, rate
 * limits), as dropDatabase does its tables: each benchmark run left some 7,700 keys behind, and
 * the benchmark counts the Redis server's memory in the stack's.
 */
async function dropRedisPrefix(redisUrl, prefix) {
  const Redis = require(
    require.resolve('ioredis', { paths: [path.join(ROOT, 'libs/service-kit')] }),
  );
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    // Glob characters in the prefix match themselves.
    const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Fails when something already listens on the gateway's port (a stack left running, say). */
async function ensurePortFree(port) {
  if (await reachable(`http://127.0.0.1:${port}`, port)) {
    throw new Error(
      `Port ${port} is already in use: is the platform already running? Stop it, or set PORT.`,
    );
  }
}

/** Debian's Chromium drives the browser tests and Lighthouse; installed when missing and we may. */
function ensureChromium(who) {
  if (fs.existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${who} need Chromium at /usr/bin/chromium: sudo apt-get install -y chromium`);
  log(`Installing Chromium for ${who.toLowerCase()} (apt-get)...`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
  ]) {
    // needrestart (when installed) must not restart this machine's services mid-run.
    run('apt-get', args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', NEEDRESTART_SUSPEND: '1' },
    });
  }
}

module.exports = {
  HOW_TO_START,
  freePort,
  reachable,
  unreachable,
  redact,
  ensureInstalled,
  checkInfrastructure,
  ensureDatabase,
  dropDatabase,
  dropRedisPrefix,
  ensurePortFree,
  ensureChromium,
};
