// Where the tests find PostgreSQL, Redis and RabbitMQ, decided once per run (npm test, or a jest
// or browser-test run by itself): the addresses in DATABASE_URL, REDIS_URL and AMQP_URL when set,
// else the machine's own services when they answer, else containers on a Docker engine
// (containers.cjs). FX_TEST_INFRA=containers asks for containers even where local services run.
// The decision goes into the environment (the addresses and FX_TEST_INFRA_IN_USE), so every
// process the run starts afterwards, jest's workers and the browser tests' stack, uses the same.
'use strict';
const { loadConfig, log } = require('./config.cjs');
const { HOW_TO_START, unreachable, redact } = require('./infrastructure.cjs');
const containers = require('./containers.cjs');

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'AMQP_URL'];

function noDockerMessage(missing) {
  const lines = missing.map(
    ({ name, url }) => `    - ${name} is not reachable at ${redact(url)}: ${HOW_TO_START[name]}`,
  );
  return [
    'The tests need PostgreSQL, Redis and RabbitMQ, and this machine has neither way to give them:',
    '  1. The three services on this machine (or DATABASE_URL, REDIS_URL and AMQP_URL set to yours):',
    ...lines,
    '  2. Only a Docker engine: start one and npm test runs the three in containers of the',
    "     project's own images (built once with deploy/build-images.sh). On Debian or Ubuntu,",
    '     as root: deploy/docker-host-setup.sh; elsewhere start Docker Desktop or dockerd.',
  ].join('\n');
}

/**
 * Decides where this run's infrastructure is and, for containers, starts them. Returns a function
 * that removes what it started, or undefined when it started nothing (or an earlier call of this
 * run already decided).
 */
async function ensureTestInfrastructure() {
  if (process.env.FX_TEST_INFRA_IN_USE) return undefined;
  const asked = process.env.FX_TEST_INFRA;
  if (asked && asked !== 'containers' && asked !== 'local')
    throw new Error(`FX_TEST_INFRA is "${asked}": it can be "containers" or "local".`);
  const given = VARIABLES.filter((name) => process.env[name]);
  if (asked !== 'containers') {
    const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL });
    const missing = await unreachable(config);
    if (missing.length === 0) {
      process.env.FX_TEST_INFRA_IN_USE = given.length === 3 ? 'given' : 'local';
      return undefined;
    }
    if (given.length > 0)
      throw new Error(
        `${given.join(', ')} set, but not answering:\n` +
          missing.map(({ name, url }) => `  - ${name} at ${redact(url)}`).join('\n') +
          '\nStart them, or unset the variables to use the local services or Docker.',
      );
    if (asked === 'local' || !containers.dockerAnswers()) throw new Error(noDockerMessage(missing));
    log(
      `${missing.map((m) => m.name).join(', ')} not running here; a Docker engine is: using containers.`,
    );
  } else if (!containers.dockerAnswers()) {
    throw new Error('FX_TEST_INFRA=containers, but no Docker engine answers the docker CLI.');
  }
  const run = await containers.startTestContainers();
  Object.assign(process.env, run.env, {
    FX_TEST_INFRA_IN_USE: 'containers',
    FX_TEST_CONTAINERS_RUN: run.runId,
  });
  return async () => {
    await run.stop();
    log('Removed the test containers.');
  };
}

module.exports = { ensureTestInfrastructure };
