// The local stand-ins `npm start` runs beside the product: the Firebase Auth Emulator for sign-in,
// the mail sink for e-mail and the Stripe stand-in for card payments, each started only when
// nothing answers in its place already.
'use strict';
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { ROOT, log } = require('./config.cjs');
const { reachable, redact } = require('./infrastructure.cjs');
const { humanLine } = require('./processes.cjs');

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
  const { startMailSink } = require('../../mail-sink.cjs');
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
 * Starts the Stripe stand-in (scripts/stripe-stand-in.cjs) in this process when card payments go
 * to this machine (PAYMENTS_PROVIDER=stripe, STRIPE_API_URL on 127.0.0.1) and nothing listens
 * there yet. Its webhooks go to the gateway's /api/v1/payments/webhook, signed with
 * STRIPE_WEBHOOK_SECRET or, unset, a secret made for this run. Returns a function that stops it,
 * with `url` and `env` (what the payments service needs to match it) on it; nothing when payments
 * are off, go to Stripe itself, or something already answers there. `port` 0: a free port.
 */
async function ensureStripeStandIn(config, { port } = {}) {
  if (config.PAYMENTS_PROVIDER !== 'stripe' || !config.STRIPE_API_URL) return undefined;
  const api = new URL(config.STRIPE_API_URL);
  if (!['127.0.0.1', 'localhost'].includes(api.hostname.toLowerCase())) return undefined;
  const wanted = port ?? Number(api.port || 80);
  if (wanted !== 0 && (await reachable(config.STRIPE_API_URL, wanted))) {
    log(
      `Stripe stand-in: something already listens on ${config.STRIPE_API_URL}; card payments go there (its STRIPE_WEBHOOK_SECRET must be the payments service's).`,
    );
    return undefined;
  }
  const { startStripeStandIn } = require('../../stripe-stand-in.cjs');
  const webhookSecret =
    config.STRIPE_WEBHOOK_SECRET || `whsec_${crypto.randomBytes(24).toString('hex')}`;
  const standIn = await startStripeStandIn({
    port: wanted,
    host: '127.0.0.1',
    secretKey: config.STRIPE_SECRET_KEY,
    webhookUrl: `http://127.0.0.1:${config.PORT}/api/v1/payments/webhook`,
    webhookSecret,
    log: (message) => log(humanLine('stripe', message.replace(/^Stripe stand-in:\s*/, ''), true)),
  });
  log(`Stripe stand-in: card payments go to ${standIn.url} (test cards in docs/payments.md)`);
  return Object.assign(() => standIn.close(), {
    url: standIn.url,
    env: { STRIPE_API_URL: standIn.url, STRIPE_WEBHOOK_SECRET: webhookSecret },
  });
}

module.exports = { ensureAuthEmulator, ensureMailSink, ensureStripeStandIn };
