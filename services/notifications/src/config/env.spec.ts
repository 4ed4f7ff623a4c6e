import {
  TEST_CLOCK_REFUSED,
  envProblems,
  productionSiteEnv,
  siteSettingsRequired,
  testClockOutcomes,
} from '@fx/service-kit/testing';
import { DEV_VAPID_KEYS, loadEnv } from './env';

/** The problems the notifications service names when it refuses to start, or a failure if it starts. */
const problemsOf = (source: Record<string, string>) =>
  envProblems('the notifications service', loadEnv, source);

/** What `npm start` and the tests run with: this machine's passwordless services. */
const local = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
};

/** A production deployment: strong passwords, a real mail server, real addresses, the public site. */
const production = {
  DEPLOY_MODE: 'production',
  REDIS_URL: 'rediss://:Ju2-kWq9-pXe@cache.internal:6380',
  AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
  SMTP_URL: 'smtps://mailer:Qe4-tr7-Wm2@smtp.mailhost.co.uk:465',
  MAIL_FROM: 'Highstreet FX <orders@highstreetfx.co.uk>',
  BRANCH_INBOX: 'branch@highstreetfx.co.uk',
  COMPLIANCE_ALERT_EMAIL: 'mlro@highstreetfx.co.uk',
  CONTACT_INBOX: 'hello@highstreetfx.co.uk',
  SITE_URL: 'https://www.highstreetfx.co.uk',
  ...productionSiteEnv,
};

describe('notifications configuration', () => {
  it('refuses a test clock (FX_TEST_NOW) in production, naming it, and runs on one elsewhere', () => {
    expect(testClockOutcomes(loadEnv, production, local)).toEqual(TEST_CLOCK_REFUSED);
  });

  describe('in production', () => {
    it('starts with a real mail server, real addresses and the public site', () => {
      expect(loadEnv(production)).toMatchObject({
        SMTP_URL: 'smtps://mailer:Qe4-tr7-Wm2@smtp.mailhost.co.uk:465',
        MAIL_FROM: 'Highstreet FX <orders@highstreetfx.co.uk>',
        SITE_URL: 'https://www.highstreetfx.co.uk',
      });
    });

    it('refuses the defaults and names every one of them at once', () => {
      expect(problemsOf({ NODE_ENV: 'production', ...local })).toEqual([
        'REDIS_URL: must carry a password in production',
        'AMQP_URL: uses the default password "guest": set a strong one for production',
        ...siteSettingsRequired,
        "BRANCH_INBOX: is required in production: the branch's inbox for new orders",
        "COMPLIANCE_ALERT_EMAIL: is required in production: the nominated officer's inbox for compliance alerts",
        'SMTP_URL: is required in production: the SMTP server e-mails go through',
        'MAIL_FROM: is a placeholder address (Highstreet FX <orders@highstreetfx.test>) that receives no mail',
        "SITE_URL: must be the public site's address in production: e-mails link to it",
      ]);
    });

    it('needs SMTP_URL set, not left empty to fall back on the local mail sink', () => {
      expect(problemsOf({ ...production, SMTP_URL: '' })).toEqual([
        'SMTP_URL: is required in production: the SMTP server e-mails go through',
      ]);
    });

    it.each([
      ['MAIL_FROM', 'Bureau <noreply@example.com>'],
      ['BRANCH_INBOX', 'branch@shop.example'],
      ['CONTACT_INBOX', 'contact@mail.example.org'],
      ['BRANCH_INBOX', 'branch@highstreetfx.test'],
      ['SITE_EMAIL', 'hello@highstreetfx.test'],
      ['SITE_EMAIL', 'hello@nowhere.invalid'],
    ])('refuses the placeholder %s %s', (key, address) => {
      expect(problemsOf({ ...production, [key]: address })).toEqual([
        `${key}: is a placeholder address (${address}) that receives no mail`,
      ]);
    });

    it.each([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ])('refuses SITE_URL %s: the links in e-mails would lead nowhere', (siteUrl) => {
      expect(problemsOf({ ...production, SITE_URL: siteUrl })).toEqual([
        "SITE_URL: must be the public site's address in production: e-mails link to it",
      ]);
    });
  });

  describe('web push', () => {
    const database = { DATABASE_URL: 'postgres://fx:Vq8-hT2n-Lw4@db.internal:5432/fx' };
    const keys = {
      VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      VAPID_SUBJECT: 'mailto:hello@highstreetfx.co.uk',
    };

    it('is off unless PUSH_ENABLED, and needs no database then', () => {
      expect(loadEnv(local).PUSH_ENABLED).toBe(false);
      expect(loadEnv(production).PUSH_ENABLED).toBe(false);
    });

    it('refuses to start in production with push on and a key missing, naming each', () => {
      expect(problemsOf({ ...production, ...database, PUSH_ENABLED: 'true' })).toEqual([
        'VAPID_PUBLIC_KEY: is required in production with PUSH_ENABLED=true',
        'VAPID_PRIVATE_KEY: is required in production with PUSH_ENABLED=true',
        'VAPID_SUBJECT: is required in production with PUSH_ENABLED=true',
      ]);
      const { VAPID_PRIVATE_KEY: _, ...withoutPrivate } = keys;
      expect(
        problemsOf({ ...production, ...database, ...withoutPrivate, PUSH_ENABLED: 'true' }),
      ).toEqual(['VAPID_PRIVATE_KEY: is required in production with PUSH_ENABLED=true']);
    });

    it('starts in production with push on, its keys and a database', () => {
      expect(loadEnv({ ...production, ...database, ...keys, PUSH_ENABLED: 'true' })).toMatchObject({
        PUSH_ENABLED: true,
        ...keys,
      });
    });

    it('needs the database it keeps the devices in, in production or not', () => {
      expect(problemsOf({ ...local, PUSH_ENABLED: 'true' })).toEqual([
        'DATABASE_URL: is required with PUSH_ENABLED: push devices are kept in PostgreSQL',
      ]);
    });

    it('uses the fixed development keys outside production', () => {
      expect(
        loadEnv({ ...local, PUSH_ENABLED: 'true', DATABASE_URL: 'postgres://127.0.0.1/fx' }),
      ).toMatchObject({
        VAPID_PUBLIC_KEY: DEV_VAPID_KEYS.publicKey,
        VAPID_PRIVATE_KEY: DEV_VAPID_KEYS.privateKey,
        VAPID_SUBJECT: 'mailto:hello@highstreetfx.test',
      });
    });
  });

  describe('outside production', () => {
    it('sends through the local mail sink when SMTP_URL is unset or empty', () => {
      expect(loadEnv(local).SMTP_URL).toBe('smtp://127.0.0.1:1025');
      expect(loadEnv({ ...local, SMTP_URL: '' }).SMTP_URL).toBe('smtp://127.0.0.1:1025');
    });

    it('still refuses an SMTP_URL that is not smtp:// or smtps://', () => {
      expect(problemsOf({ ...local, SMTP_URL: 'http://127.0.0.1:1025' })).toEqual([
        'SMTP_URL: must be an smtp:// or smtps:// URL',
      ]);
    });

    it('accepts the try-it settings in local mode, even in a production build', () => {
      expect(
        loadEnv({
          NODE_ENV: 'production',
          DEPLOY_MODE: 'local',
          ...local,
          SMTP_URL: 'smtp://mail:1025',
          CONTACT_INBOX: '',
        }),
      ).toMatchObject({
        SMTP_URL: 'smtp://mail:1025',
        BRANCH_INBOX: 'branch@highstreetfx.test',
        SITE_URL: 'http://localhost:3000',
      });
    });
  });
});
