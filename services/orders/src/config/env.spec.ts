import {
  TEST_CLOCK_REFUSED,
  envProblems,
  productionSiteEnv,
  testClockOutcomes,
} from '@fx/service-kit/testing';
import type { Office } from '@fx/contracts';
import { loadEnv } from './env';

/** The problems the orders service names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) =>
  envProblems('the orders service', loadEnv, source);

/** What `npm start` and the tests run with: this machine's passwordless services. */
const local = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fx',
  REDIS_URL: 'redis://127.0.0.1:6379',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
};

const strong = {
  DATABASE_URL: 'postgres://fx:Vb8-r2q-77Lm@db.internal:5432/fx',
  REDIS_URL: 'rediss://:Ju2-kWq9-pXe@cache.internal:6380',
  AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
  SITE_OFFICES: productionSiteEnv.SITE_OFFICES!,
};

describe('orders configuration', () => {
  it('refuses a test clock (FX_TEST_NOW) in production, naming it, and runs on one elsewhere', () => {
    expect(testClockOutcomes(loadEnv, { NODE_ENV: 'production', ...strong }, local)).toEqual(
      TEST_CLOCK_REFUSED,
    );
  });

  it("starts in production with strong passwords and the bureau's branches", () => {
    const { SITE_OFFICES: _offices, ...passwords } = strong;
    expect(loadEnv({ NODE_ENV: 'production', ...strong })).toMatchObject({
      ...passwords,
      SITE_OFFICES: [{ id: 'quay-street', collectionPoint: true }],
    });
  });

  it('refuses default or missing passwords in production, with every other problem, at once', () => {
    expect(
      problemsOf({
        DEPLOY_MODE: 'production',
        ...local,
        DATABASE_URL: 'postgres://fx:fx-local-only@postgres:5432/fx',
        ORDER_MIN_GBP: '6000',
      }),
    ).toEqual([
      'ORDER_MIN_GBP: must be less than ORDER_MAX_GBP',
      'DATABASE_URL: uses the default password "fx-local-only": set a strong one for production',
      'REDIS_URL: must carry a password in production',
      'AMQP_URL: uses the default password "guest": set a strong one for production',
      "SITE_OFFICES: is required in production: the bureau's branches, where orders are collected",
    ]);
  });

  it("accepts this machine's passwordless services in local mode, even in a production build", () => {
    expect(loadEnv({ NODE_ENV: 'production', DEPLOY_MODE: 'local', ...local })).toMatchObject(
      local,
    );
  });

  it('refuses orders on rates older than 15 minutes in production and a day elsewhere', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...strong }).MAX_RATE_AGE_SECONDS).toBe(900);
    expect(loadEnv(local).MAX_RATE_AGE_SECONDS).toBe(86_400);
    expect(loadEnv({ ...local, MAX_RATE_AGE_SECONDS: '60' }).MAX_RATE_AGE_SECONDS).toBe(60);
  });

  it('takes the linked-order limit from the settings: £10,000 over 90 days unless they say', () => {
    expect(loadEnv(local)).toMatchObject({
      ORDER_LINKED_LIMIT_GBP: '10000',
      ORDER_LINKED_WINDOW_DAYS: 90,
    });
    const ramsdens = { ORDER_MAX_GBP: '7000', ORDER_LINKED_LIMIT_GBP: '10000.00' };
    expect(loadEnv({ ...local, ...ramsdens, ORDER_LINKED_WINDOW_DAYS: '30' })).toMatchObject({
      ...ramsdens,
      ORDER_LINKED_WINDOW_DAYS: 30,
    });
  });

  it('refuses a linked-order limit that is not an amount, is under one order, or a window of no days', () => {
    expect(
      problemsOf({ ...local, ORDER_LINKED_LIMIT_GBP: '£10k', ORDER_LINKED_WINDOW_DAYS: '0' }),
    ).toEqual([
      'ORDER_LINKED_LIMIT_GBP: must be an amount in pounds such as 50 or 5000.00',
      'ORDER_LINKED_WINDOW_DAYS: Too small: expected number to be >=1',
    ]);
    expect(problemsOf({ ...local, ORDER_LINKED_LIMIT_GBP: '4999.99' })).toEqual([
      'ORDER_LINKED_LIMIT_GBP: must be at least ORDER_MAX_GBP',
    ]);
  });

  it('refuses to start on a collection point whose opening days cannot be read, naming the text', () => {
    const offices = JSON.parse(productionSiteEnv.SITE_OFFICES!) as Office[];
    const unreadable = [
      { ...offices[0]!, hours: [{ days: 'Mon–Sat & hols', opens: '09:00', closes: '17:30' }] },
    ];
    expect(problemsOf({ ...local, SITE_OFFICES: JSON.stringify(unreadable) })).toEqual([
      'SITE_OFFICES: cannot tell which days "Mon–Sat & hols" means (office quay-street): write e.g. "Monday to Saturday" or "Sunday"',
    ]);
    // An office that is not a collection point is only shown, never read for days.
    const shownOnly = [...offices, { ...unreadable[0]!, id: 'kiosk', collectionPoint: false }];
    expect(
      loadEnv({ ...local, SITE_OFFICES: JSON.stringify(shownOnly) }).SITE_OFFICES,
    ).toHaveLength(2);
  });
});
