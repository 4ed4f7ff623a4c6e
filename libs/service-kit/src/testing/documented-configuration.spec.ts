import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { envVariables } from '../config/env-variables';
import {
  NPM_START_ONLY,
  configurationDrift,
  configuredServices,
  configurationTable,
  envFileVariables,
  repositoryFile,
} from './documented-configuration';

const ROOT = resolve(__dirname, '../../../..');

const SAMPLE = `
| Variable | Used by | Default | Meaning |
| --- | --- | --- | --- |
| \`AMQP_URL\` | all | x | RabbitMQ |
| \`PORT\`, \`HOST\` | gateway | 3000, 0.0.0.0 | where it listens |
| \`HEALTH_PORT\` | rates 3101, orders 3102 | 127.0.0.1 | the internal port |

## \`npm start\` only

| Variable | Used by | Default | Meaning |
| --- | --- | --- | --- |
| \`MAIL_SINK_DIR\` | \`npm start\` only | \`var/mail\` | where e-mails are kept |

After the table.
`;

describe('envVariables', () => {
  it('names the keys of an env schema through its refinements and transforms', () => {
    const schema = z
      .object({ PORT: z.coerce.number(), HOST: z.string().default('0.0.0.0') })
      .superRefine(() => undefined)
      .transform((env) => ({ ...env, extra: true }));
    expect(envVariables(schema)).toEqual(['HOST', 'PORT']);
  });

  it('refuses a schema that is not an object', () => {
    expect(() => envVariables(z.string())).toThrow('not an env schema');
  });
});

describe('the configuration table', () => {
  it('reads each table\'s rows: the variables and the apps of "Used by" ("all" is every service)', () => {
    expect(configurationTable(SAMPLE).map(({ variables, usedBy }) => [variables, usedBy])).toEqual([
      [['AMQP_URL'], configuredServices()],
      [['PORT', 'HOST'], ['gateway']],
      [['HEALTH_PORT'], ['orders', 'rates']],
      [['MAIL_SINK_DIR'], [NPM_START_ONLY]],
    ]);
  });

  it('names what a service reads and the table leaves out, and what it lists the service does not read', () => {
    const table = configurationTable(SAMPLE);
    expect(configurationDrift('gateway', ['AMQP_URL', 'PORT', 'SPA_DIR'], table)).toEqual({
      readButNotDocumented: expect.arrayContaining(['SPA_DIR']) as string[],
      documentedButNotRead: ['HOST'],
    });
  });

  it('is checked for every service: each has its env-documented.spec.ts', () => {
    const unchecked = configuredServices().filter(
      (service) => !existsSync(`${ROOT}/services/${service}/src/config/env-documented.spec.ts`),
    );
    expect(unchecked).toEqual([]);
  });

  it('in docs/configuration.md, names in each row a variable and who reads it', () => {
    const incomplete = configurationTable()
      .filter((row) => row.variables.length === 0 || row.usedBy.length === 0)
      .map((row) => row.text);
    expect(incomplete).toEqual([]);
  });

  it("lists as `npm start` only what npm start's scripts read", () => {
    const scripts = [
      'scripts/mail-sink.cjs',
      ...readdirSync(`${ROOT}/scripts/lib/stack`).map((file) => `scripts/lib/stack/${file}`),
    ]
      .filter((file) => file.endsWith('.cjs'))
      .map(repositoryFile)
      .join('\n');
    const unread = configurationTable()
      .filter((row) => row.usedBy.includes(NPM_START_ONLY))
      .flatMap((row) => row.variables)
      .filter((name) => !scripts.includes(name));
    expect(unread).toEqual([]);
  });
});

describe("compose's .env.example", () => {
  const example = envFileVariables('.env.example');
  const compose = [
    'docker-compose.yml',
    'docker-compose.override.yml',
    'docker-compose.production.yml',
  ]
    .map(repositoryFile)
    .join('\n');
  const composeSettings = [
    ...new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!)),
  ];

  it('sets nothing that neither compose nor `npm start` reads', () => {
    const npmStart = repositoryFile('scripts/lib/stack/config.cjs');
    const unread = example.filter(
      (name) => !composeSettings.includes(name) && !new RegExp(`\\b${name}:`).test(npmStart),
    );
    expect(unread).toEqual([]);
  });

  it('shows every setting compose takes from .env, but those its own files fix', () => {
    // Each compose file sets DEPLOY_MODE; production's sets GOOGLE_APPLICATION_CREDENTIALS to the
    // Docker secret, whose file .env names as FIREBASE_SERVICE_ACCOUNT_FILE.
    const fixed = ['DEPLOY_MODE', 'GOOGLE_APPLICATION_CREDENTIALS'];
    const missing = composeSettings.filter(
      (name) => !fixed.includes(name) && !example.includes(name),
    );
    expect(missing).toEqual([]);
  });
});
