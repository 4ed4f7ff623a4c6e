// Runs the whole product locally: checks what it needs, builds it, starts every service and the
// gateway, and waits until the platform reports itself healthy. Used by `npm start` and by the
// browser tests, so both run the product the same way. Node built-ins only until `npm install` ran.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SERVICES = ['rates', 'orders', 'identity', 'notifications'];
const BACKGROUND = new Set(['notifications']);
const HEALTH_PORTS = { rates: 3101, orders: 3102, identity: 3103, notifications: 3104 };

const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fx',
  REDIS_URL: 'redis://127.0.0.1:6379',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
  PORT: '3000',
  // Local runs and tests sign in against the Firebase Auth Emulator (no network, no credentials).
  FIREBASE_PROJECT_ID: 'demo-fx',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  // Local only: who is admin from the first sign-in, and the staff gate's credentials.
  BOOTSTRAP_ADMIN_EMAILS: 'admin@highstreetfx.test',
  ACCESS_GATE_USERNAME: 'staff',
  ACCESS_GATE_PASSWORD: 'open-the-box',
  // Where the services send e-mail. On this machine `npm start` runs a mail sink there
  // (scripts/mail-sink.cjs): every message is kept in MAIL_SINK_DIR and shown on MAIL_SINK_WEB_PORT.
  SMTP_URL: 'smtp://127.0.0.1:1025',
  MAIL_SINK_WEB_PORT: '1080',
  MAIL_SINK_DIR: path.join(ROOT, 'var', 'mail'),
};

/**
 * How to start each dependency on this kind of machine. (The compose stack keeps its own inside
 * its network: to run the whole product in containers instead, see the README's compose section.)
 */
const HOW_TO_START = {
  PostgreSQL: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  Redis: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
  RabbitMQ: 'rabbitmq-server -detached',
};

function log(message) {
  process.stdout.write(`${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** The product's configuration: defaults, then a .env file at the root, then the environment. */
function loadConfig(overrides = {}) {
  const fromFile = {};
  const file = path.join(ROOT, '.env');
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match && match[2]) fromFile[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  const config = {
    ...DEFAULTS,
    ...fromFile,
    ...pick(process.env, Object.keys(DEFAULTS)),
    ...overrides,
  };
  if (config.FIREBASE_AUTH_EMULATOR_HOST === 'none') delete config.FIREBASE_AUTH_EMULATOR_HOST;
  return config;
}

function pick(source, keys) {
  return Object.fromEntries(keys.filter((key) => source[key]).map((key) => [key, source[key]]));
}

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

/** Names every dependency that is not reachable, with the command that starts it. */
async function checkInfrastructure(config) {
  const targets = [
    ['PostgreSQL', config.DATABASE_URL, 5432],
    ['Redis', config.REDIS_URL, 6379],
    ['RabbitMQ', config.AMQP_URL, 5672],
  ];
  const missing = [];
  for (const [name, url, port] of targets) {
    if (!(await reachable(url, port))) missing.push({ name, url });
  }
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

/** Creates the product's database if it does not exist yet (each service then migrates its schema). */
async function ensureDatabase(databaseUrl) {
  const { Client } = require(
    require.resolve('pg', { paths: [path.join(ROOT, 'libs/service-kit')] }),
  );
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
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
  const { Client } = require(
    require.resolve('pg', { paths: [path.join(ROOT, 'libs/service-kit')] }),
  );
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the Firebase Auth Emulator (firebase-tools, pure Node, offline with a demo- project) unless
 * one already answers. Returns a function that stops it, or nothing if it was already running.
 */
async function ensureAuthEmulator(config) {
  const url = `http://${config.FIREBASE_AUTH_EMULATOR_HOST}`;
  if (await reachable(url, 9099)) return undefined;
  log(`Starting the Firebase Auth Emulator on ${url} (project ${config.FIREBASE_PROJECT_ID})...`);
  const bin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const child = spawn(
    bin,
    ['emulators:start', '--only', 'auth', '--project', config.FIREBASE_PROJECT_ID],
    {
      cwd: ROOT,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!(await reachable(url, 9099))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The Firebase Auth Emulator did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
}

/**
 * Starts the local mail sink in this process when SMTP_URL points at this machine and nothing
 * listens there yet. Returns a function that stops it (with `url`, `smtpPort` and `webPort` on
 * it), or nothing if SMTP_URL is elsewhere or something already answers on its port.
 */
async function ensureMailSink(config) {
  if (!config.SMTP_URL) return undefined;
  const smtp = new URL(config.SMTP_URL);
  const local = ['127.0.0.1', 'localhost'].includes(smtp.hostname.toLowerCase());
  if (smtp.protocol !== 'smtp:' || !local) return undefined;
  const smtpPort = Number(smtp.port || 587); // nodemailer's default, as the notifications service uses
  if (await reachable(`smtp://127.0.0.1:${smtpPort}`, smtpPort)) {
    log(`Mail sink: something already listens on ${redact(config.SMTP_URL)}; e-mails go there.`);
    return undefined;
  }
  const { startMailSink } = require('./../mail-sink.cjs');
  const dir = path.resolve(ROOT, config.MAIL_SINK_DIR || path.join('var', 'mail'));
  const wanted = Number(config.MAIL_SINK_WEB_PORT || 1080);
  const options = {
    smtpPort,
    webPort: wanted,
    dir,
    log: (message) => log(humanLine('mail', message.replace(/^Mail sink:\s*/, ''), true)),
  };
  let sink;
  try {
    sink = await startMailSink(options);
  } catch (error) {
    if (error.code !== 'EADDRINUSE' || error.port !== wanted) throw error;
    sink = await startMailSink({ ...options, webPort: 0 });
  }
  const url = `http://127.0.0.1:${sink.webPort}`;
  const shown = path.relative(ROOT, dir).startsWith('..') ? dir : path.relative(ROOT, dir);
  const busy = sink.webPort === wanted ? '' : ` (port ${wanted} was busy)`;
  log(`Mail sink: every e-mail the stack sends is at ${url}${busy} (files in ${shown})`);
  return Object.assign(() => sink.close(), { url, smtpPort: sink.smtpPort, webPort: sink.webPort });
}

/**
 * Builds what ships. NODE_ENV=production whoever calls: under jest (NODE_ENV=test) Vite would
 * otherwise bundle React's development build, 60% more JavaScript, and the browser tests would
 * test a SPA that is never deployed.
 */
function build() {
  log('Building services and the SPA...');
  run('npm', ['run', 'build', '--silent'], { env: { ...process.env, NODE_ENV: 'production' } });
}

const COLOURS = { rates: 36, orders: 35, identity: 33, notifications: 34, gateway: 32 };

/** Turns a JSON log line into "[rates] info  connected to RabbitMQ" for a person at a terminal. */
function humanLine(name, line, colour) {
  let text = line;
  try {
    const entry = JSON.parse(line);
    const extras = Object.entries(entry)
      .filter(
        ([key]) =>
          !['level', 'time', 'service', 'instance', 'msg', 'context', 'pid', 'hostname'].includes(
            key,
          ),
      )
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    text = `${String(entry.level).padEnd(5)} ${entry.msg ?? ''}${extras ? `  ${extras}` : ''}`;
  } catch {
    /* not JSON: print as it is */
  }
  const tag = `[${name}]`.padEnd(16);
  return colour && process.stdout.isTTY
    ? `\u001b[${COLOURS[name] ?? 37}m${tag}\u001b[0m ${text}`
    : `${tag} ${text}`;
}

/**
 * Starts one process per service plus the gateway. `output` is 'human' (npm start), 'quiet'
 * (tests: only errors), or a function receiving (name, line).
 */
function startProcesses(config, options = {}) {
  const children = new Map();
  const output = options.output ?? 'human';
  const baseEnv = {
    ...config, // everything from .env, so LOG_LEVEL and friends reach the services too
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DATABASE_URL: config.DATABASE_URL,
    REDIS_URL: config.REDIS_URL,
    AMQP_URL: config.AMQP_URL,
    FIREBASE_PROJECT_ID: config.FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: config.FIREBASE_AUTH_EMULATOR_HOST,
    SMTP_URL: config.SMTP_URL,
    ...(options.env ?? {}),
  };

  if (
    config.ACCESS_GATE_USERNAME &&
    !baseEnv.ACCESS_GATE_PASSWORD_HASH &&
    config.ACCESS_GATE_PASSWORD
  ) {
    const { hashGatePasswordSync } = require(
      path.join(ROOT, 'services/gateway/dist/access-gate/gate-password.js'),
    );
    baseEnv.ACCESS_GATE_PASSWORD_HASH = hashGatePasswordSync(config.ACCESS_GATE_PASSWORD);
    baseEnv.ACCESS_GATE_SECRET ??= require('node:crypto').randomBytes(32).toString('base64url');
  }
  delete baseEnv.ACCESS_GATE_PASSWORD;

  const start = (name) => {
    const script = path.join(ROOT, 'services', name, 'dist', 'main.js');
    const env = { ...baseEnv, ...(options.serviceEnv?.[name] ?? {}) };
    if (name === 'gateway') env.PORT = String(config.PORT);
    else env.HEALTH_PORT = String(options.healthPorts === 'random' ? 0 : HEALTH_PORTS[name]);
    // e.g. STACK_NODE_ARGS="--cpu-prof --cpu-prof-dir=var/profiles" to profile every service.
    const nodeArgs = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, script], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    const onData = (chunk) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line) continue;
        if (typeof output === 'function') output(name, line);
        else if (output === 'human') log(humanLine(name, line, true));
        else if (/"level":"(error|fatal)"|^[^{]/.test(line))
          process.stderr.write(`${humanLine(name, line, false)}\n`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      if (children.get(name) === child) children.delete(name);
      if (!child.stopping && output !== 'quiet')
        log(humanLine(name, `exited (${signal ?? code})`, true));
      if (!child.stopping && options.onUnexpectedExit) options.onUnexpectedExit(name, code);
    });
    // Sending e-mail is background work: on a shared machine it yields the CPU to the services
    // that answer customers (a burst of orders queues its e-mails instead of slowing the orders).
    if (BACKGROUND.has(name)) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it runs at normal priority.
      }
    }
    children.set(name, child);
    return child;
  };

  for (const name of [...SERVICES, 'gateway']) start(name);
  // Never leave services running after the process that started them is gone.
  process.once('exit', () => {
    for (const child of children.values()) child.kill('SIGKILL');
  });

  const stopOne = (name) =>
    new Promise((resolve) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null) return resolve();
      child.stopping = true;
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => (clearTimeout(timer), resolve()));
      child.kill('SIGTERM');
    });

  return {
    baseUrl: `http://127.0.0.1:${config.PORT}`,
    stop: (name) => stopOne(name),
    restart: (name) => start(name),
    stopAll: () => Promise.all([...children.keys()].map(stopOne)),
    running: () => [...children.keys()],
  };
}

/** Fails when something already listens on the gateway's port (a stack left running, say). */
async function ensurePortFree(port) {
  if (await reachable(`http://127.0.0.1:${port}`, port)) {
    throw new Error(
      `Port ${port} is already in use: is the platform already running? Stop it, or set PORT.`,
    );
  }
}

/** Waits until GET /api/v1/health says every service and dependency is up. */
async function waitUntilHealthy(baseUrl, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      const body = await response.json();
      if (response.ok && body.status === 'ok') return body;
      last = JSON.stringify(body);
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The platform did not become healthy within ${timeoutMs / 1000} s: ${last}`);
}

/**
 * The whole product on its own database (fx_<label>_<random>), broker namespace, Redis prefix and
 * port, started as `npm start` does: for the browser tests and the benchmark, beside any other
 * stack on the machine. `shutdown()` stops it and drops its database.
 */
async function startIsolatedStack({ label, port, smtpUrl, skipBuild, output, env, serviceEnv }) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const database = new URL(loadConfig().DATABASE_URL);
  database.pathname = `/fx_${label}_${suffix}`;
  const config = loadConfig({ DATABASE_URL: database.toString(), PORT: port, SMTP_URL: smtpUrl });
  await checkInfrastructure(config);
  await ensurePortFree(config.PORT);
  await ensureDatabase(config.DATABASE_URL);
  const stopEmulator = await ensureAuthEmulator(config);
  if (!skipBuild) build();
  const namespace = `${label}-${suffix}.`;
  const running = startProcesses(config, {
    output,
    healthPorts: 'random',
    serviceEnv,
    env: {
      AMQP_NAMESPACE: namespace,
      AMQP_EPHEMERAL: 'true',
      REDIS_KEY_PREFIX: `fx-${label}-${suffix}:`,
      ...env,
    },
  });
  const shutdown = async () => {
    await running.stopAll();
    await dropDatabase(config.DATABASE_URL);
    await stopEmulator?.();
  };
  try {
    await waitUntilHealthy(running.baseUrl, 120_000);
  } catch (error) {
    await shutdown();
    throw error;
  }
  return { ...running, config, namespace, shutdown };
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
  ROOT,
  SERVICES,
  loadConfig,
  ensureInstalled,
  checkInfrastructure,
  ensureDatabase,
  dropDatabase,
  ensureAuthEmulator,
  ensureMailSink,
  build,
  startProcesses,
  startIsolatedStack,
  ensureChromium,
  ensurePortFree,
  waitUntilHealthy,
  run,
  log,
};
