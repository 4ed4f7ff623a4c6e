import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TEST_CLOCK_REFUSED,
  envProblems,
  productionSiteEnv,
  siteSettingsRequired,
  testClockOutcomes,
} from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../access-gate/gate-password';
import { loadEnv } from './env';
import { tryItEnv } from './try-it-env';

/** The problems the gateway names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) => envProblems('the gateway', loadEnv, source);

/** The variables named in a list of problems, in order. */
const keysOf = (problems: string[]) => problems.map((problem) => problem.split(':')[0]);

describe('gateway configuration in production', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fx-gateway-env-'));
  /** Writes a key file into the test's folder and returns its path. */
  const keyFile = (name: string, content: unknown) => {
    const path = join(folder, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
  const serviceAccount = (projectId: string) => ({
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'a1b2c3',
    // Not a key: PEM-shaped text, assembled so no scanner takes the file for a leaked secret.
    private_key: [
      `-----BEGIN ${'PRIVATE'} KEY-----`,
      'not-a-key',
      `-----END ${'PRIVATE'} KEY-----`,
      '',
    ].join('\n'),
    client_email: `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`,
  });
  const staffPasswordHash = hashGatePasswordSync('a long staff passphrase nobody guesses');

  /** Everything production needs, and nothing it refuses. */
  let production: Record<string, string>;
  /** What the try-it stack runs with: refused here. */
  const tryIt = tryItEnv();

  beforeAll(() => {
    production = {
      NODE_ENV: 'production',
      DEPLOY_MODE: 'production',
      AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
      REDIS_URL: 'rediss://:Ju2-kWq9-pXe@cache.internal:6380',
      FIREBASE_PROJECT_ID: 'highstreet-fx',
      FIREBASE_WEB_API_KEY: 'AIzaSyD-highstreet-fx-web-key',
      GOOGLE_APPLICATION_CREDENTIALS: keyFile(
        'service-account.json',
        serviceAccount('highstreet-fx'),
      ),
      ACCESS_GATE_USERNAME: 'staff',
      ACCESS_GATE_PASSWORD_HASH: staffPasswordHash,
      ACCESS_GATE_SECRET: 'Zq8vN2rT5wY7bC1dF4gH6jK9mP3sU0xA',
      TRUST_PROXY: '172.31.250.10',
      ...productionSiteEnv,
    };
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a test clock (FX_TEST_NOW) in production, naming it, and runs on one elsewhere', () => {
    expect(testClockOutcomes(loadEnv, production, tryIt)).toEqual(TEST_CLOCK_REFUSED);
  });

  it('starts with a complete, safe configuration', () => {
    const env = loadEnv(production);
    expect(env).toMatchObject({
      FIREBASE_PROJECT_ID: 'highstreet-fx',
      GOOGLE_APPLICATION_CREDENTIALS: production.GOOGLE_APPLICATION_CREDENTIALS,
      TRUST_PROXY: ['172.31.250.10'],
    });
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });

  it('refuses the try-it settings and names every one of them at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production', ...tryIt });
    expect(problems).toEqual([
      'REDIS_URL: must carry a password in production',
      'AMQP_URL: uses the default password "guest": set a strong one for production',
      ...siteSettingsRequired,
      'FIREBASE_AUTH_EMULATOR_HOST: must not be set in production: emulator tokens are not signed',
      'FIREBASE_PROJECT_ID: must be a real Firebase project in production, not a demo- one',
      "FIREBASE_WEB_API_KEY: is required in production: the web app's apiKey from the Firebase console",
      'GOOGLE_APPLICATION_CREDENTIALS: is required in production: the path of a Firebase service account key file (a Docker secret)',
      'ACCESS_GATE_SECRET: is the published try-it secret: make a random one',
      'ACCESS_GATE_PASSWORD_HASH: is the hash of the published try-it password',
      "TRUST_PROXY: must name the proxies' addresses in production, not trust any peer",
    ]);
  });

  it('refuses a demo- project and a staff gate left off', () => {
    const { ACCESS_GATE_USERNAME: _off, ...gateOff } = production;
    const problems = problemsOf({
      ...gateOff,
      FIREBASE_PROJECT_ID: 'demo-fx',
      GOOGLE_APPLICATION_CREDENTIALS: keyFile('demo.json', serviceAccount('demo-fx')),
    });
    expect(problems).toEqual([
      'FIREBASE_PROJECT_ID: must be a real Firebase project in production, not a demo- one',
      'ACCESS_GATE_USERNAME: is required in production: the staff gate must be on',
    ]);
  });

  it('names the unsafe settings even alongside a missing or bad variable', () => {
    const { FIREBASE_PROJECT_ID: _missing, ...noProject } = production;
    expect(
      problemsOf({
        ...noProject,
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      expect.stringMatching(/^LOG_LEVEL: Invalid option/),
      'FIREBASE_PROJECT_ID: is required (not set)',
      'REDIS_URL: must carry a password in production',
      expect.stringMatching(/^GOOGLE_APPLICATION_CREDENTIALS: belongs to project "highstreet-fx"/),
      "TRUST_PROXY: must name the proxies' addresses in production, not trust any peer",
    ]);
  });

  it("refuses the demo web API key the SPA's sign-in would fail with", () => {
    expect(problemsOf({ ...production, FIREBASE_WEB_API_KEY: 'demo-api-key' })).toEqual([
      "FIREBASE_WEB_API_KEY: is required in production: the web app's apiKey from the Firebase console",
    ]);
  });

  it.each([
    [
      'the project default',
      'amqps://fx:fx-local-only@mq.internal:5671',
      'redis://:redis@cache:6379',
    ],
    ['no password at all', 'amqp://fx@mq.internal:5672', 'redis://cache.internal:6379'],
  ])('refuses broker and cache URLs with %s', (_label, amqp, redis) => {
    expect(keysOf(problemsOf({ ...production, AMQP_URL: amqp, REDIS_URL: redis }))).toEqual([
      'REDIS_URL',
      'AMQP_URL',
    ]);
  });

  it.each([
    [
      'a file that is not there',
      () => join(folder, 'missing.json'),
      /cannot be read as a JSON key file \(ENOENT\)/,
    ],
    [
      'a file that is not JSON',
      () => keyFile('not-json.json', 'PRIVATE KEY'),
      /cannot be read as a JSON key file \(not JSON\)/,
    ],
    [
      'a user credential rather than a service account',
      () => keyFile('user.json', { type: 'authorized_user', client_id: 'x', refresh_token: 'y' }),
      /is not a service account key file/,
    ],
    [
      'a service account without its private key',
      () => keyFile('no-key.json', { ...serviceAccount('highstreet-fx'), private_key: '' }),
      /is not a service account key file/,
    ],
    [
      "another project's service account",
      () => keyFile('other.json', serviceAccount('someone-else')),
      /belongs to project "someone-else", not FIREBASE_PROJECT_ID "highstreet-fx"/,
    ],
  ])('refuses GOOGLE_APPLICATION_CREDENTIALS naming %s', (_label, path, reason) => {
    const problems = problemsOf({ ...production, GOOGLE_APPLICATION_CREDENTIALS: path() });
    expect(problems).toEqual([expect.stringMatching(/^GOOGLE_APPLICATION_CREDENTIALS: /)]);
    expect(problems[0]).toMatch(reason);
  });

  it('names a gate password hash scrypt cannot use instead of crashing', () => {
    expect(
      problemsOf({
        ...production,
        ACCESS_GATE_PASSWORD_HASH: 'scrypt$lots$8$1$uY_8ZSEP1EYMSrQqZKdknQ$BJDj3bxTgd6yOvQ6Rd',
      }),
    ).toEqual([
      'ACCESS_GATE_PASSWORD_HASH: is not a usable scrypt hash: make one with npm run access-gate:hash',
    ]);
  });

  it('is what a production build runs in when DEPLOY_MODE is unset', () => {
    const { DEPLOY_MODE: _unset, ...productionBuild } = production;
    expect(keysOf(problemsOf({ ...productionBuild, TRUST_PROXY: 'true' }))).toEqual([
      'TRUST_PROXY',
    ]);
    expect(
      keysOf(problemsOf({ ...productionBuild, DEPLOY_MODE: '', TRUST_PROXY: 'true' })),
    ).toEqual(['TRUST_PROXY']);
  });

  it('takes empty settings for unset ones rather than refusing them', () => {
    const env = loadEnv({
      ...production,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      AUTH_EMULATOR_PUBLIC_URL: '',
    });
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(env.AUTH_EMULATOR_PUBLIC_URL).toBeUndefined();
  });
});
