// The product's local configuration and the small helpers every part of the runner uses.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVICES = ['rates', 'orders', 'identity', 'notifications', 'payments', 'compliance'];

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
  // Web push for rate alerts (issue 35), with the notifications service's fixed development keys.
  PUSH_ENABLED: 'true',
  MAIL_SINK_WEB_PORT: '1080',
  MAIL_SINK_DIR: path.join(ROOT, 'var', 'mail'),
  // Card payments through the local Stripe stand-in (scripts/stripe-stand-in.cjs), which `npm
  // start` runs there; its webhook secret is made per run unless STRIPE_WEBHOOK_SECRET is set.
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_API_URL: 'http://127.0.0.1:12111',
  STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
  STRIPE_WEBHOOK_SECRET: '',
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
  // STRIPE_API_URL=none: the payments service talks to Stripe itself (with your test keys).
  if (config.STRIPE_API_URL === 'none') delete config.STRIPE_API_URL;
  if (!config.STRIPE_WEBHOOK_SECRET) delete config.STRIPE_WEBHOOK_SECRET;
  return config;
}

function pick(source, keys) {
  return Object.fromEntries(keys.filter((key) => source[key]).map((key) => [key, source[key]]));
}

module.exports = { ROOT, SERVICES, log, run, loadConfig };
