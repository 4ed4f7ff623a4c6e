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
  })
  .superRefine((env, ctx) => {
    if (!isProduction(env)) return;
    refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'AMQP_URL']);
    refuseTestClock(env, ctx);
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
