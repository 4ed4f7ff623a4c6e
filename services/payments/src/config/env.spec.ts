import { TEST_CLOCK_REFUSED, envProblems, testClockOutcomes } from '@fx/service-kit/testing';
import { loadEnv } from './env';

/** The problems the payments service names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) =>
  envProblems('the payments service', loadEnv, source);

const local = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fx',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
};

const strong = {
  DATABASE_URL: 'postgres://fx:Vb8-r2q-77Lm@db.internal:5432/fx',
  AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
};

const stripe = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51Hq2xYz',
  STRIPE_WEBHOOK_SECRET: 'whsec_4f9Kq2',
};

describe('payments configuration', () => {
  it('takes no card payments unless told, with checkouts of 30 minutes for debit cards only', () => {
    expect(loadEnv(local)).toMatchObject({
      PAYMENTS_PROVIDER: 'off',
      CHECKOUT_EXPIRY_MINUTES: 30,
      PAYMENTS_ALLOW_CREDIT_CARDS: false,
    });
  });

  it('starts in production on Stripe with both secrets', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...strong, ...stripe })).toMatchObject(stripe);
  });

  it('refuses Stripe in production on the stand-in or without its secrets, naming each', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...strong,
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toEqual([
      'STRIPE_SECRET_KEY: is required with PAYMENTS_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: is required with PAYMENTS_PROVIDER=stripe',
      'STRIPE_API_URL: must not be set in production: it points the payments at the local Stripe stand-in',
    ]);
  });

  it('runs on the stand-in outside production', () => {
    expect(
      loadEnv({ ...local, ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }),
    ).toMatchObject({ STRIPE_API_URL: 'http://127.0.0.1:12111' });
  });

  it.each(['29', '1441', '45.5'])('refuses a checkout expiry of %s minutes at start', (minutes) => {
    expect(problemsOf({ ...local, CHECKOUT_EXPIRY_MINUTES: minutes })).toEqual([
      expect.stringMatching(/^CHECKOUT_EXPIRY_MINUTES: /),
    ]);
  });

  it('accepts the bounds, 30 minutes and 24 hours', () => {
    expect(loadEnv({ ...local, CHECKOUT_EXPIRY_MINUTES: '1440' }).CHECKOUT_EXPIRY_MINUTES).toBe(
      1440,
    );
  });

  it('refuses a test clock (FX_TEST_NOW) in production, naming it, and runs on one elsewhere', () => {
    expect(testClockOutcomes(loadEnv, { NODE_ENV: 'production', ...strong }, local)).toEqual(
      TEST_CLOCK_REFUSED,
    );
  });
});
