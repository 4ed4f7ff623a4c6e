import { TEST_CLOCK_REFUSED, envProblems, testClockOutcomes } from '@fx/service-kit/testing';
import { loadEnv } from './env';

/** The problems the rates service names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) =>
  envProblems('the rates service', loadEnv, source);

/** What `npm start` and the tests run with: this machine's passwordless services. */
const local = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fx',
  REDIS_URL: 'redis://127.0.0.1:6379',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
};

/** A production deployment on the conversion API, with strong passwords. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://fx:Vb8-r2q-77Lm@db.internal:5432/fx',
  REDIS_URL: 'rediss://:Ju2-kWq9-pXe@cache.internal:6380',
  AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
  RATE_PROVIDER: 'conversion-api',
  RATE_API_URL: 'https://rates.example-provider.co.uk/v1/convert',
  RATE_API_KEY: 'live-3b1f0c2e9a',
};

describe('rates configuration', () => {
  it('refuses a test clock (FX_TEST_NOW) in production, naming it, and runs on one elsewhere', () => {
    expect(testClockOutcomes(loadEnv, production, local)).toEqual(TEST_CLOCK_REFUSED);
  });

  describe('in production', () => {
    it('starts on the conversion API with strong passwords', () => {
      expect(loadEnv(production)).toMatchObject({
        RATE_PROVIDER: 'conversion-api',
        RATE_API_KEY: 'live-3b1f0c2e9a',
        ALLOW_OFFLINE_RATES: false,
      });
    });

    it('starts on the reference feed', () => {
      const { RATE_API_URL: _url, RATE_API_KEY: _key, ...feed } = production;
      expect(
        loadEnv({
          ...feed,
          RATE_PROVIDER: 'reference-feed',
          RATE_FEED_URL: 'https://feed.example-provider.co.uk/rates.json',
        }).RATE_PROVIDER,
      ).toBe('reference-feed');
    });

    it('refuses the try-it settings and names every one of them at once', () => {
      expect(
        problemsOf({ NODE_ENV: 'production', ...local, RATE_PROVIDER: '', OFFLINE_DRIFT_PCT: '1' }),
      ).toEqual([
        'DATABASE_URL: must carry a password in production',
        'REDIS_URL: must carry a password in production',
        'AMQP_URL: uses the default password "guest": set a strong one for production',
        'RATE_PROVIDER: is the offline snapshot (not market prices): in production set conversion-api or reference-feed, or ALLOW_OFFLINE_RATES=true to run on it knowingly',
        'OFFLINE_DRIFT_PCT: is a demo setting: 0 in production',
      ]);
    });

    it('runs on the offline snapshot only when ALLOW_OFFLINE_RATES says so, and then without drift', () => {
      const offline = { ...production, RATE_PROVIDER: 'offline', ALLOW_OFFLINE_RATES: 'true' };
      expect(loadEnv(offline)).toMatchObject({
        RATE_PROVIDER: 'offline',
        ALLOW_OFFLINE_RATES: true,
        OFFLINE_DRIFT_PCT: 0,
      });
      expect(problemsOf({ ...offline, OFFLINE_DRIFT_PCT: '0.5' })).toEqual([
        'OFFLINE_DRIFT_PCT: is a demo setting: 0 in production',
      ]);
      expect(problemsOf({ ...offline, ALLOW_OFFLINE_RATES: 'false' })).toEqual([
        expect.stringMatching(/^RATE_PROVIDER: is the offline snapshot/),
      ]);
    });

    it('refuses the project default password on the database', () => {
      expect(
        problemsOf({
          ...production,
          DATABASE_URL: 'postgres://fx:fx-local-only@postgres:5432/fx',
        }),
      ).toEqual([
        'DATABASE_URL: uses the default password "fx-local-only": set a strong one for production',
      ]);
    });
  });

  describe('in any mode', () => {
    it('names both settings the conversion API needs, even when they are empty', () => {
      expect(
        problemsOf({
          ...local,
          RATE_PROVIDER: 'conversion-api',
          RATE_API_URL: '',
          RATE_API_KEY: '',
        }),
      ).toEqual([
        'RATE_API_URL: is required with RATE_PROVIDER=conversion-api',
        'RATE_API_KEY: is required with RATE_PROVIDER=conversion-api',
      ]);
    });

    it('names the URL the reference feed needs', () => {
      expect(problemsOf({ ...local, RATE_PROVIDER: 'reference-feed' })).toEqual([
        'RATE_FEED_URL: is required with RATE_PROVIDER=reference-feed',
      ]);
    });

    it('names the provider settings missing in production alongside everything else', () => {
      const { RATE_API_KEY: _key, ...noKey } = production;
      expect(problemsOf({ ...noKey, AMQP_URL: 'amqp://guest:guest@mq.internal:5672' })).toEqual([
        'RATE_API_KEY: is required with RATE_PROVIDER=conversion-api',
        'AMQP_URL: uses the default password "guest": set a strong one for production',
      ]);
    });
  });

  describe('in local mode', () => {
    it('accepts the try-it settings even in a production build', () => {
      expect(
        loadEnv({
          NODE_ENV: 'production',
          DEPLOY_MODE: 'local',
          ...local,
          OFFLINE_DRIFT_PCT: '2',
        }),
      ).toMatchObject({ RATE_PROVIDER: 'offline', OFFLINE_DRIFT_PCT: 2 });
    });

    it('runs on the offline snapshot when RATE_PROVIDER is empty', () => {
      expect(loadEnv({ ...local, RATE_PROVIDER: '', OFFLINE_DRIFT_PCT: '' })).toMatchObject({
        RATE_PROVIDER: 'offline',
        OFFLINE_DRIFT_PCT: 0,
      });
    });
  });

  describe('the age of rates and live mode', () => {
    it('allows rates 15 minutes old and turns live mode on by default in production', () => {
      expect(loadEnv(production)).toMatchObject({
        MAX_RATE_AGE_SECONDS: 900,
        LIVE_MODE_DEFAULT: true,
      });
    });

    it('allows a day-old rate and leaves live mode off by default outside production', () => {
      expect(loadEnv(local)).toMatchObject({
        MAX_RATE_AGE_SECONDS: 86_400,
        LIVE_MODE_DEFAULT: false,
      });
    });

    it('takes both from the environment', () => {
      expect(
        loadEnv({ ...production, MAX_RATE_AGE_SECONDS: '120', LIVE_MODE_DEFAULT: 'false' }),
      ).toMatchObject({ MAX_RATE_AGE_SECONDS: 120, LIVE_MODE_DEFAULT: false });
    });

    it('refuses a maximum age that is not a positive number of seconds', () => {
      expect(problemsOf({ ...local, MAX_RATE_AGE_SECONDS: '0' })).toEqual([
        expect.stringMatching(/^MAX_RATE_AGE_SECONDS: /),
      ]);
    });
  });
});
