import { TEST_CLOCK_REFUSED, envProblems, testClockOutcomes } from '@fx/service-kit/testing';
import { DEVELOPMENT_ID_RECORD_KEY, loadEnv } from './env';

/** The problems the compliance service names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) =>
  envProblems('the compliance service', loadEnv, source);

const local = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fx',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
};

const strong = {
  DATABASE_URL: 'postgres://fx:Vb8-r2q-77Lm@db.internal:5432/fx',
  AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
};

const production = {
  NODE_ENV: 'production',
  ...strong,
  SANCTIONS_LIST_URL: 'https://lists.example/UK-Sanctions-List.csv',
  ID_RECORD_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('compliance configuration', () => {
  it('runs locally on the defaults: the issue’s thresholds, the development key, no URL', () => {
    expect(loadEnv(local)).toMatchObject({
      SANCTIONS_MATCH_THRESHOLD: 0.88,
      SANCTIONS_MAX_DROP_SHARE: 0.2,
      SANCTIONS_MAX_AGE_DAYS: 7,
      SANCTIONS_IMPORT_EVERY_HOURS: 24,
      SCREENING_RETRY_SECONDS: 60,
      ID_RECORD_KEY: DEVELOPMENT_ID_RECORD_KEY,
    });
    expect(loadEnv(local).SANCTIONS_LIST_URL).toBeUndefined();
  });

  it('starts in production with the list URL and a key of its own', () => {
    expect(loadEnv(production)).toMatchObject({
      SANCTIONS_LIST_URL: production.SANCTIONS_LIST_URL,
    });
  });

  it('refuses production without the list URL or on the development key, naming each', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...strong })).toEqual([
      'SANCTIONS_LIST_URL: is required in production: the UK Sanctions List to screen against',
      'ID_RECORD_KEY: must be set in production (openssl rand -base64 32), not the development key',
    ]);
  });

  it.each([
    ['ID_RECORD_KEY', 'c2hvcnQ='],
    ['SANCTIONS_MATCH_THRESHOLD', '1.5'],
    ['SANCTIONS_MAX_DROP_SHARE', '-0.1'],
    ['SANCTIONS_LIST_URL', 'ftp://lists.example/list.csv'],
    ['HIGH_RISK_COUNTRIES', 'Iran'],
  ])('refuses %s=%s at start, naming it', (key, value) => {
    expect(problemsOf({ ...local, [key]: value })).toEqual([expect.stringMatching(`^${key}: `)]);
  });

  it('refuses a test clock (FX_TEST_NOW) in production, naming it, and runs on one elsewhere', () => {
    expect(testClockOutcomes(loadEnv, production, local)).toEqual(TEST_CLOCK_REFUSED);
  });
});
