// One flat config for the whole repository (STYLE.md, "Tooling").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { infrastructureOnly } from './scripts/lint/infrastructure-only.mjs';

const SERVICES = ['gateway', 'rates', 'orders', 'identity', 'notifications', 'payments'];

// The contracts' zod-free modules, by name: what @fx/contracts/web is made of.
const ZOD_FREE_NAMES = [
  'codes',
  'messages',
  'rules',
  'error-codes',
  'decimal',
  'iso4217',
  'pricing',
  'pricing\\.errors',
];
const ZOD_FREE_CONTRACTS = [
  'libs/contracts/src/web.ts',
  'libs/contracts/src/error-codes.ts',
  'libs/contracts/src/money/*.ts',
  'libs/contracts/src/*/{codes,messages,rules}.ts',
];

// The SPA's features stand alone (STYLE.md, "The SPA"): each folder under frontend/src/features is
// read from the tree, so a new feature is sealed without editing this file. A feature imports only
// the shared code and itself; the app composes features; the shared code imports neither (but the
// test helpers, which render the whole app).
const SPA_SHARED = ['components', 'config', 'hooks', 'lib', 'styles', 'testing'];
const SPA_FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SPA_ZONES = [
  ...SPA_FEATURES.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src',
    except: [...SPA_SHARED.map((folder) => `./${folder}`), `./features/${feature}`],
    message: `A feature imports only ${SPA_SHARED.join(', ')} and itself: move what two features share there, or let app/ compose them.`,
  })),
  {
    target: SPA_SHARED.filter((folder) => folder !== 'testing').map(
      (folder) => `./frontend/src/${folder}`,
    ),
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'Shared code imports no feature and not the app.',
  },
];

/**
 * The modules behind @fx/contracts/web (`files`): no zod, and at run time only other zod-free
 * modules (a relative import that matches `refused` is not one).
 */
function zodFree(files, refused) {
  return {
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'This module is part of @fx/contracts/web: no zod.' }],
          patterns: [
            {
              regex: refused,
              allowTypeImports: true,
              message:
                'A zod-free module (@fx/contracts/web) imports at run time only zod-free modules: codes, messages, rules, money.',
            },
          ],
        },
      ],
    },
  };
}

/** The SPA's rule for contracts: values only from the zod-free entry (and `also`, for tests). */
function spaContracts(...also) {
  const allowed = ['web', ...also].map((name) => name.replace('/', '\\/')).join('|');
  return {
    paths: [
      {
        name: '@fx/contracts',
        allowTypeImports: true,
        message: 'The SPA takes only types from @fx/contracts; values come from @fx/contracts/web.',
      },
    ],
    patterns: [
      {
        regex: `^@fx/contracts/(?!(${allowed})$)`,
        message: 'The SPA imports the contracts at run time only through @fx/contracts/web.',
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'frontend/dist-ssr/**',
      '**/node_modules/**',
      'var/**',
      'e2e/screenshots/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.all.json', './frontend/tsconfig.json', './frontend/tsconfig.sw.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            './tsconfig.all.json',
            './frontend/tsconfig.json',
            './frontend/tsconfig.sw.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      // Services talk only through RabbitMQ: none imports another's code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SERVICES.map((service) => ({
              target: `./services/${service}`,
              from: './services',
              except: [`./${service}`],
              message: 'A service never imports another service; use a message from @fx/contracts.',
            })),
            {
              target: './libs',
              from: './services',
              message: 'Libraries do not depend on services.',
            },
            {
              target: './frontend',
              from: './services',
              message: 'The SPA talks to the gateway over HTTP.',
            },
            {
              target: './frontend',
              from: ['./libs/service-kit', './libs/rate-table'],
              message: 'The SPA shares only @fx/contracts.',
            },
            {
              target: './libs/service-kit',
              from: './libs/rate-table',
              message:
                'service-kit is infrastructure: the rates domain builds on it, not it on them.',
            },
            ...SPA_ZONES,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Jest's asymmetric matchers (expect.any, objectContaining) and pg rows are typed any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // service-kit is infrastructure only: no name from a domain folder of the contracts, even through
  // the @fx/contracts index (scripts/lint/infrastructure-only.mjs says what it may import).
  {
    files: ['libs/service-kit/**/*.ts'],
    // The test helpers the services' tests share (@fx/service-kit/testing) build the domains'
    // fixtures (collection days, the bureau's closures), and the kit's integration tests send real
    // events of the map: test code, not infrastructure.
    ignores: ['libs/service-kit/src/testing/**', 'libs/service-kit/test/**'],
    plugins: { fx: { rules: { 'infrastructure-only': infrastructureOnly } } },
    rules: { 'fx/infrastructure-only': 'error' },
  },
  // A service's events leave only through its outbox: written with the change, published by
  // service-kit's relay. No service publishes an event itself.
  {
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fx/service-kit',
              importNames: ['EventPublisher'],
              message:
                'Write the event to the outbox in the transaction of the change (OutboxRepository.add, then OutboxRelay.committed): only the relay publishes.',
            },
            { name: 'amqplib', message: "RabbitMQ goes through service-kit's messaging." },
            {
              name: 'amqp-connection-manager',
              message: "RabbitMQ goes through service-kit's messaging.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Zod stays out of the SPA's bundle: at run time the SPA imports only the contracts' zod-free
  // entry (@fx/contracts/web); from the index it takes types only.
  {
    files: ['frontend/**/*.{ts,tsx}'],
    ignores: ['frontend/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', spaContracts()] },
  },
  {
    files: ['frontend/src/testing/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', spaContracts('site/example')] },
  },
  // The modules behind @fx/contracts/web: no zod, and at run time only other zod-free modules
  // (money, error codes, each domain's codes, messages and rules).
  zodFree(ZOD_FREE_CONTRACTS, `^\\.\\.?/(?!(.*/)?(${ZOD_FREE_NAMES.join('|')}|rules/[a-z-]+)$)`),
  // A domain's rules, one file a job (orders/rules/calendar.ts, …), also import each other.
  zodFree(
    ['libs/contracts/src/*/rules/*.ts'],
    `^(\\.\\./(?!(.*/)?(${ZOD_FREE_NAMES.join('|')})$)|\\./(?![a-z-]+$))`,
  ),
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
