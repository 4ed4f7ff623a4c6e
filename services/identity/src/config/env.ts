import { z } from 'zod';
import {
  envVariables,
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  parseEnv,
  isProduction,
  outboxEnvShape,
  refuseDefaultPasswords,
  refuseTestClock,
} from '@fx/service-kit';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })));

const schema = z
  .object({
    ...baseEnvShape,
    ...databaseEnvShape,
    ...outboxEnvShape,
    ...healthPortShape(3103),
    /** People who are admins from their first sign-in with a verified e-mail. */
    BOOTSTRAP_ADMIN_EMAILS: emailList,
    /** The Firebase project whose sign-in accounts an erasure deletes (a `demo-` id with the emulator). */
    FIREBASE_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')
      .default('demo-fx'),
    /** A service account's key file (JSON) that may delete accounts. Required in production. */
    GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
    /** host:port of the Firebase Auth Emulator (development and tests): refused in production. */
    FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
    /**
     * Retention: when orders erase the last order of a customer, their sign-in account is erased
     * too unless they signed in within this many days (2 years, like never-completed orders).
     */
    ACCOUNT_INACTIVE_DAYS: z.coerce.number().int().min(365).max(3650).default(730),
  })
  .superRefine((env, ctx) => {
    if (!isProduction(env)) return;
    refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'AMQP_URL']);
    refuseTestClock(env, ctx);
    const problem = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      problem('FIREBASE_AUTH_EMULATOR_HOST', 'must not be set in production');
    if (env.FIREBASE_PROJECT_ID.startsWith('demo-'))
      problem('FIREBASE_PROJECT_ID', 'must be a real Firebase project in production');
    if (!env.GOOGLE_APPLICATION_CREDENTIALS)
      problem(
        'GOOGLE_APPLICATION_CREDENTIALS',
        'is required in production: a service account key that may delete sign-in accounts',
      );
  });

export type IdentityEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): IdentityEnv {
  return parseEnv('identity', schema, source);
}

/**
 * Every variable the identity service reads: docs/configuration.md and .env.example show each
 * (env-documented.spec.ts).
 */
export const ENV_VARIABLES = envVariables(schema);
