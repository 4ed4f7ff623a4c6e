import { z } from 'zod';
import { baseEnvShape, healthPortShape, parseEnv, redisEnvShape } from '@fx/service-kit';

const email = z.email({ message: 'must be an e-mail address' });

const schema = z.object({
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
    .default('smtp://127.0.0.1:1025'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  MAIL_FROM: z.string().min(3).default('Highstreet FX <orders@highstreetfx.test>'),
  /** The branch's inbox: new-order alerts. */
  BRANCH_INBOX: email.default('branch@highstreetfx.test'),
  /** The bureau's inbox for the Contact page (defaults to the branch's). */
  CONTACT_INBOX: email.optional(),
  BRAND_NAME: z.string().min(1).default('Highstreet FX'),
  BRAND_PHONE: z.string().min(1).default('020 7946 0112'),
  BRAND_EMAIL: email.default('hello@highstreetfx.test'),
  BRAND_ADDRESS: z.string().min(1).default('112 High Street North, East Ham, London E6 2HT'),
  /** The public site, for links in e-mails. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Tries per e-mail, with exponential backoff from MAIL_BACKOFF_MS; then kept as failed. */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MAIL_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  BUSINESS_TIME_ZONE: z.string().default('Europe/London'),
});

export type NotificationsEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): NotificationsEnv {
  return parseEnv('notifications', schema, source);
}
