// One jest run for every Node workspace; each workspace is a project with its own name.
const path = require('node:path');
const swc = JSON.parse(
  require('node:fs').readFileSync(path.join(__dirname, '.swcrc.jest.json'), 'utf8'),
);

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleNameMapper: {
    '^@fx/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
    '^@fx/service-kit$': path.join(__dirname, 'libs/service-kit/src/index.ts'),
    '^@fx/service-kit/testing$': path.join(__dirname, 'libs/service-kit/src/testing/index.ts'),
    '^@fx/rate-table$': path.join(__dirname, 'libs/rate-table/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.integration-spec.ts'],
  globalSetup: path.join(__dirname, 'libs/service-kit/src/testing/global-setup.js'),
  globalTeardown: path.join(__dirname, 'libs/service-kit/src/testing/global-teardown.js'),
};

const project = (dir, displayName) => ({
  ...shared,
  displayName,
  rootDir: path.join(__dirname, dir),
});

module.exports = {
  testTimeout: 30000,
  projects: [
    project('libs/contracts', 'contracts'),
    project('libs/service-kit', 'service-kit'),
    project('libs/rate-table', 'rate-table'),
    project('services/rates', 'rates'),
    project('services/orders', 'orders'),
    project('services/identity', 'identity'),
    project('services/notifications', 'notifications'),
    project('services/gateway', 'gateway'),
    project('services/payments', 'payments'),
    project('services/compliance', 'compliance'),
    // The local Stripe stand-in (scripts/stripe-stand-in.cjs), driven with the official SDK.
    {
      ...project('scripts/stripe-stand-in', 'stripe-stand-in'),
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      rootDir: path.join(__dirname, 'e2e'),
      testMatch: ['<rootDir>/**/*.spec.ts'],
      globalSetup: '<rootDir>/support/global-setup.ts',
      // The stack's clock for the test and its browsers, when the run set an instant.
      setupFiles: ['<rootDir>/support/stack-clock.ts'],
      globalTeardown: '<rootDir>/support/global-teardown.ts',
    },
  ],
};
