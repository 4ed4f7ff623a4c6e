// Runs once before the integration tests: fails at once, with one clear message naming what is not
// reachable and how to start it, rather than letting every test time out.
const path = require('node:path');
const stack = require(path.resolve(__dirname, '../../../../scripts/lib/stack.cjs'));

module.exports = async function globalSetup() {
  // `npm run test:domain` runs only the unit layer beside the domain services: nothing to reach.
  if (process.env.FX_UNIT_ONLY === '1') return;
  await stack.checkInfrastructure(
    stack.loadConfig({
      DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    }),
  );
};
