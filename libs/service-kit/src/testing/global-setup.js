// Runs once before the integration tests: decides where PostgreSQL, Redis and RabbitMQ are (the
// machine's, the ones configured, or containers it starts when only Docker is there), or fails at
// once with one clear message naming both ways, rather than letting every test time out. Under
// `npm test` the run has decided already and this does nothing.
const path = require('node:path');
const stack = require(path.resolve(__dirname, '../../../../scripts/lib/stack.cjs'));

module.exports = async function globalSetup() {
  // `npm run test:domain` runs only the unit layer beside the domain services: nothing to reach.
  if (process.env.FX_UNIT_ONLY === '1') return;
  const remove = await stack.ensureTestInfrastructure();
  if (remove) globalThis.__FX_TEST_CONTAINERS__ = remove;
};
