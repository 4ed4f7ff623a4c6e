import { z } from 'zod';
import { isPlaceholderEmail, refusePlaceholderSite, siteEnvShape } from '@fx/contracts';
import {
  envVariables,
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  isProduction,
  parseEnv,
  redisEnvShape,
  refuseDefaultPasswords,
  refuseTestClock,
} from '@fx/service-kit';

const email = z.email({ message: 'must be an e-mail address' });

/** Where `npm start` runs its mail sink: the default outside production only. */
const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';
/** The example bureau's branch inbox (the mail sink shows it): the default outside production. */
const LOCAL_BRANCH_INBOX = 'branch@highstreetfx.test';
/**
 * Fixed VAPID keys for development and tests, used outside production where none are set: fixed,
 * so a browser's subscription still works after a restart. Public by being here; never production's.
 */
export const DEV_VAPID_KEYS = {
  publicKey:
    'BOhWFKq0j88NVEnLIyUKmaiHWcNkTIlktHVHccCusR-Xhq9cbX-Rkjzb4-PuEZO2VPQzQXZnPzWiBqN38gpvQEc',
  privateKey: '5UIwJm5wMLmyuem5fQDpFtkZkdR5yjuysjcLkkfOeWw',
};
const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const schema = z
  .object({
    ...baseEnvShape,
    ...redisEnvShape,
    ...healthPortShape(3104),
    REDIS_KEY_PREFIX: z.string().default('fx:'),
    /** Where e-mails go out: smtp://host:port, or smtps://user:password@host:465. */
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), {
        message: 'must be an smtp:// or smtps:// URL',
      })
      .optional(),
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    MAIL_FROM: z.string().min(3).default('Highstreet FX <orders@highstreetfx.test>'),
    /** The branch's inbox: new-order alerts. Required in production. */
    BRANCH_INBOX: email.optional(),
    /** The bureau's inbox for the Contact page (defaults to the branch's). */
    CONTACT_INBOX: email.optional(),
    /** The nominated officer's inbox for compliance alerts (defaults to the contact inbox). Required in production. */
    COMPLIANCE_ALERT_EMAIL: email.optional(),
    /** The bureau's own details, the same settings the gateway serves (SITE_*). */
    ...siteEnvShape,
    /** The public site, for links in e-mails. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** Tries per e-mail, with exponential backoff from MAIL_BACKOFF_MS; then kept as failed. */
    MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    MAIL_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    BUSINESS_TIME_ZONE: z.string().default('Europe/London'),
    /** Web push for rate alerts and order updates; its devices are kept in PostgreSQL. */
    PUSH_ENABLED: flag,
    /** Where push devices are kept: required when PUSH_ENABLED. */
    DATABASE_URL: databaseEnvShape.DATABASE_URL.optional(),
    DATABASE_POOL_SIZE: databaseEnvShape.DATABASE_POOL_SIZE,
    /** The VAPID key pair (base64url, `npx web-push generate-vapid-keys`): required in production with push on. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/, { message: 'must be a base64url P-256 public key' })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, { message: 'must be a base64url P-256 private key' })
      .optional(),
    /** Who push services may contact about the pushes: mailto: of the bureau. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { message: 'must be a mailto: or https: address' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const problem = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (env.PUSH_ENABLED && !env.DATABASE_URL)
      problem('DATABASE_URL', 'is required with PUSH_ENABLED: push devices are kept in PostgreSQL');
    if (!isProduction(env)) return;
    if (env.PUSH_ENABLED)
      for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
        if (!env[key]) problem(key, 'is required in production with PUSH_ENABLED=true');
    refuseDefaultPasswords(env, ctx, ['REDIS_URL', 'AMQP_URL', 'DATABASE_URL']);
    refuseTestClock(env, ctx);
    refusePlaceholderSite(env, ctx);
    if (!env.BRANCH_INBOX)
      problem('BRANCH_INBOX', "is required in production: the branch's inbox for new orders");
    if (!env.COMPLIANCE_ALERT_EMAIL)
      problem(
        'COMPLIANCE_ALERT_EMAIL',
        "is required in production: the nominated officer's inbox for compliance alerts",
      );
    if (!env.SMTP_URL)
      problem('SMTP_URL', 'is required in production: the SMTP server e-mails go through');
    const addresses = {
      MAIL_FROM: env.MAIL_FROM,
      BRANCH_INBOX: env.BRANCH_INBOX,
      CONTACT_INBOX: env.CONTACT_INBOX,
      COMPLIANCE_ALERT_EMAIL: env.COMPLIANCE_ALERT_EMAIL,
    };
    for (const [key, address] of Object.entries(addresses)) {
      if (address && isPlaceholderEmail(address))
        problem(key, `is a placeholder address (${address}) that receives no mail`);
    }
    if (/^https?:\/\/(localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])([:/]|$)/.test(env.SITE_URL))
      problem('SITE_URL', "must be the public site's address in production: e-mails link to it");
  })
  .transform((env) => ({
    ...env,
    SMTP_URL: env.SMTP_URL ?? LOCAL_SMTP_URL,
    BRANCH_INBOX: env.BRANCH_INBOX ?? LOCAL_BRANCH_INBOX,
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY ?? DEV_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY ?? DEV_VAPID_KEYS.privateKey,
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? `mailto:${env.SITE_EMAIL ?? 'hello@highstreetfx.test'}`,
  }));

export type NotificationsEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): NotificationsEnv {
  return parseEnv('notifications', schema, source);
}

/**
 * Every variable the notifications service reads: docs/configuration.md and .env.example show each
 * (env-documented.spec.ts).
 */
export const ENV_VARIABLES = envVariables(schema);
