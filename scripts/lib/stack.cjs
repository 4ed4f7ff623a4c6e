// Runs the whole product locally: checks what it needs, builds it, starts every service and the
// gateway, and waits until the platform reports itself healthy. Used by `npm start` and by the
// browser tests, so both run the product the same way. Node built-ins only until `npm install` ran.
// The parts live in ./stack/: config, infrastructure (what the machine needs), processes (build,
// run, health) and companions (the Auth Emulator, the mail sink and the Stripe stand-in); this file
// puts them together.
'use strict';
const crypto = require('node:crypto');
const { ROOT, SERVICES, loadConfig, log, run } = require('./stack/config.cjs');
const {
  ensureInstalled,
  checkInfrastructure,
  ensureDatabase,
  dropDatabase,
  dropRedisPrefix,
  ensurePortFree,
  ensureChromium,
} = require('./stack/infrastructure.cjs');
const { build, startProcesses, waitUntilHealthy } = require('./stack/processes.cjs');
const { ensureTestInfrastructure } = require('./stack/test-infrastructure.cjs');
const {
  ensureAuthEmulator,
  ensureMailSink,
  ensureStripeStandIn,
} = require('./stack/companions.cjs');

/**
 * The whole product on its own database (fx_<label>_<random>), broker namespace, Redis prefix and
 * port, started as `npm start` does: for the browser tests and the benchmark, beside any other
 * stack on the machine. `shutdown()` stops it and drops its database and its Redis keys.
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
  const redisPrefix = `fx-${label}-${suffix}:`;
  // A Stripe stand-in of its own on a free port, its webhooks to this stack's gateway.
  const stopStandIn = await ensureStripeStandIn(config, { port: 0 });
  const running = startProcesses(config, {
    output,
    healthPorts: 'random',
    serviceEnv: {
      ...serviceEnv,
      payments: { ...stopStandIn?.env, ...serviceEnv?.payments },
    },
    env: {
      AMQP_NAMESPACE: namespace,
      AMQP_EPHEMERAL: 'true',
      REDIS_KEY_PREFIX: redisPrefix,
      ...env,
    },
  });
  const shutdown = async () => {
    await running.stopAll();
    await dropDatabase(config.DATABASE_URL);
    await dropRedisPrefix(config.REDIS_URL, redisPrefix);
    await stopEmulator?.();
    await stopStandIn?.();
  };
  try {
    await waitUntilHealthy(running.baseUrl, 120_000);
  } catch (error) {
    await shutdown();
    throw error;
  }
  return { ...running, config, namespace, stripeUrl: stopStandIn?.url, shutdown };
}

module.exports = {
  ROOT,
  SERVICES,
  loadConfig,
  ensureInstalled,
  checkInfrastructure,
  ensureTestInfrastructure,
  ensureDatabase,
  dropDatabase,
  ensureAuthEmulator,
  ensureMailSink,
  ensureStripeStandIn,
  build,
  startProcesses,
  startIsolatedStack,
  ensureChromium,
  ensurePortFree,
  waitUntilHealthy,
  run,
  log,
};
