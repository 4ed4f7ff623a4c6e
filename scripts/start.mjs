#!/usr/bin/env node
// npm start: installs what is missing, builds, starts every service and the gateway (which serves
// the SPA), and says plainly what is missing if a dependency is not reachable.
import stack from './lib/stack.cjs';

const {
  loadConfig,
  ensureInstalled,
  checkInfrastructure,
  ensureDatabase,
  ensureAuthEmulator,
  ensureMailSink,
  ensureStripeStandIn,
  build,
  startProcesses,
  waitUntilHealthy,
  log,
} = stack;

async function main() {
  const config = loadConfig();
  ensureInstalled();
  await checkInfrastructure(config);
  await stack.ensurePortFree(config.PORT);
  await ensureDatabase(config.DATABASE_URL);
  if (!process.argv.includes('--no-build')) build();
  const stopEmulator = config.FIREBASE_AUTH_EMULATOR_HOST
    ? await ensureAuthEmulator(config)
    : undefined;
  const stopMailSink = await ensureMailSink(config);
  const stopStandIn = await ensureStripeStandIn(config);

  let stopping = false;
  const processes = startProcesses(config, {
    serviceEnv: { payments: stopStandIn?.env ?? {} },
    onUnexpectedExit: (name, code) => {
      if (!stopping)
        log(
          `The ${name} service stopped unexpectedly (exit ${code}). The rest keeps running; see its log above.`,
        );
    },
  });
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('\nStopping...');
    await processes.stopAll();
    await stopEmulator?.();
    await stopMailSink?.();
    await stopStandIn?.();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await waitUntilHealthy(processes.baseUrl);
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    `Highstreet FX is running: ${url}`,
    `Exchange rates: ${url}/exchangeRates`,
    `API health:     ${url}/api/v1/health`,
  ];
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    lines.push(
      `Sign-in:        Firebase Auth Emulator at http://${config.FIREBASE_AUTH_EMULATOR_HOST} (project ${config.FIREBASE_PROJECT_ID})`,
    );
  }
  if (stopMailSink) {
    lines.push(`E-mail:         ${stopMailSink.url} (every e-mail the stack sends)`);
  }
  if (stopStandIn) {
    lines.push(
      `Card payments:  Stripe stand-in at ${stopStandIn.url} (pay with 4000 0566 5566 5556)`,
    );
  }
  if (config.BOOTSTRAP_ADMIN_EMAILS)
    lines.push(
      `Admins:         ${config.BOOTSTRAP_ADMIN_EMAILS} (sign in with Google in test mode)`,
    );
  if (config.ACCESS_GATE_USERNAME && config.ACCESS_GATE_PASSWORD) {
    lines.push(
      `Staff gate:     ${url}/box  username ${config.ACCESS_GATE_USERNAME}, password ${config.ACCESS_GATE_PASSWORD} (local only)`,
    );
  }
  log(`\n  ${lines.join('\n  ')}\n  Press Ctrl+C to stop.\n`);
}

main().catch((error) => {
  process.stderr.write(`\n${error.message}\n`);
  process.exit(1);
});
