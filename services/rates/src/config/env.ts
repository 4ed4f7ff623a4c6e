import { z } from 'zod';
import {
  envVariables,
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  isProduction,
  maxRateAgeShape,
  outboxEnvShape,
  parseEnv,
  redisEnvShape,
  refuseDefaultPasswords,
  refuseTestClock,
  withMaxRateAge,
} from '@fx/service-kit';

const schema = z
  .object({
    ...baseEnvShape,
    ...databaseEnvShape,
    ...redisEnvShape,
    ...outboxEnvShape,
    ...healthPortShape(3101),
    /** Prefix of the Redis keys shared with the gateway (the cached rate table). */
    REDIS_KEY_PREFIX: z.string().default('fx:'),
    /** Where market rates come from: the bundled snapshot, the conversion API, or a reference feed. */
    RATE_PROVIDER: z.enum(['offline', 'conversion-api', 'reference-feed']).default('offline'),
    RATE_API_URL: z.url().optional(),
    /** The conversion API's key: it lives here only, never in the SPA. */
    RATE_API_KEY: z.string().optional(),
    RATE_API_KEY_HEADER: z.string().default('x-api-key'),
    RATE_FEED_URL: z.url().optional(),
    /** The offline provider's demo drift, in percent per refresh (0 serves the snapshot exactly). */
    OFFLINE_DRIFT_PCT: z.coerce.number().min(0).max(5).default(0),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
    /** Production only: `true` to run on the bundled snapshot, knowing its prices are not the market's. */
    ALLOW_OFFLINE_RATES: z.stringbool().default(false),
    ...maxRateAgeShape,
    /**
     * Whether live mode starts on where no one has switched it yet (a new database). Unset, on in
     * production and off elsewhere. Once staff switch it, their choice stays.
     */
    LIVE_MODE_DEFAULT: z.stringbool().optional(),
  })
  .superRefine((env, ctx) => {
    const problem = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (env.RATE_PROVIDER === 'conversion-api') {
      if (!env.RATE_API_URL)
        problem('RATE_API_URL', 'is required with RATE_PROVIDER=conversion-api');
      if (!env.RATE_API_KEY)
        problem('RATE_API_KEY', 'is required with RATE_PROVIDER=conversion-api');
    }
    if (env.RATE_PROVIDER === 'reference-feed' && !env.RATE_FEED_URL)
      problem('RATE_FEED_URL', 'is required with RATE_PROVIDER=reference-feed');
    if (!isProduction(env)) return;
    refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'REDIS_URL', 'AMQP_URL']);
    refuseTestClock(env, ctx);
    if (env.RATE_PROVIDER === 'offline' && !env.ALLOW_OFFLINE_RATES)
      problem(
        'RATE_PROVIDER',
        'is the offline snapshot (not market prices): in production set conversion-api or reference-feed, or ALLOW_OFFLINE_RATES=true to run on it knowingly',
      );
    if (env.OFFLINE_DRIFT_PCT > 0)
      problem('OFFLINE_DRIFT_PCT', 'is a demo setting: 0 in production');
  })
  .transform((env) => ({
    ...withMaxRateAge(env),
    LIVE_MODE_DEFAULT: env.LIVE_MODE_DEFAULT ?? isProduction(env),
  }));

export type RatesEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): RatesEnv {
  return parseEnv('rates', schema, source);
}

/**
 * Every variable the rates service reads: docs/configuration.md and .env.example show each
 * (env-documented.spec.ts).
 */
export const ENV_VARIABLES = envVariables(schema);
