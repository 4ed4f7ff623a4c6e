import { z } from 'zod';
import {
  baseEnvShape,
  databaseEnvShape,
  healthPortShape,
  parseEnv,
  redisEnvShape,
} from '@fx/service-kit';

const schema = z.object({
  ...baseEnvShape,
  ...databaseEnvShape,
  ...redisEnvShape,
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
});

export type RatesEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): RatesEnv {
  return parseEnv('rates', schema, source);
}
