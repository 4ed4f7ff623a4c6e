import { TEST_CLOCK_REFUSED, envProblems, testClockOutcomes } from '@fx/service-kit/testing';
import { loadEnv } from './env';

/** The problems the identity service names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) =>
  envProblems('the identity service', loadEnv, source);

/** What `npm start` and the tests run with: this machine's passwordless services. */
const local = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fx',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
};

const strong = {
  DATABASE_URL: 'postgres://fx:Vb8-r2q-77Lm@db.internal:5432/fx',
  AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
  FIREBASE_PROJECT_ID: 'highstreet-fx',
  GOOGLE_APPLICATION_CREDENTIALS: '/run/secrets/firebase-service-account.json',
};

describe('identity configuration', () => {
  it('refuses a test clock (FX_TEST_NOW) in production, naming it, and runs on one elsewhere', () => {
    expect(testClockOutcomes(loadEnv, { NODE_ENV: 'production', ...strong }, local)).toEqual(
      TEST_CLOCK_REFUSED,
    );
  });

  it('starts in production with strong passwords', () => {
    expect(
      loadEnv({ NODE_ENV: 'production', ...strong, BOOTSTRAP_ADMIN_EMAILS: '' }),
    ).toMatchObject({ ...strong, BOOTSTRAP_ADMIN_EMAILS: [] });
  });

  it('refuses default or missing passwords in production and names both at once', () => {
    expect(
      problemsOf({
        DEPLOY_MODE: 'production',
        ...strong,
        DATABASE_URL: 'postgres://fx@db.internal:5432/fx',
        AMQP_URL: 'amqp://fx:RabbitMQ@mq.internal:5672',
      }),
    ).toEqual([
      'DATABASE_URL: must carry a password in production',
      'AMQP_URL: uses the default password "RabbitMQ": set a strong one for production',
    ]);
  });

  it("accepts this machine's passwordless services in local mode, even in a production build", () => {
    expect(loadEnv({ NODE_ENV: 'production', DEPLOY_MODE: 'local', ...local })).toMatchObject(
      local,
    );
  });

  it('refuses the Auth Emulator, a demo project and a missing service account in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...strong,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_PROJECT_ID: 'demo-fx',
        GOOGLE_APPLICATION_CREDENTIALS: '',
      }),
    ).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST: must not be set in production',
      'FIREBASE_PROJECT_ID: must be a real Firebase project in production',
      'GOOGLE_APPLICATION_CREDENTIALS: is required in production: a service account key that may delete sign-in accounts',
    ]);
  });
});
