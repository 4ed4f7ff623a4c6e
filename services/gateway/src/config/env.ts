import { resolve } from 'node:path';
import { z } from 'zod';
import { baseEnvShape, parseEnv, redisEnvShape } from '@fx/service-kit';

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A comma-separated list, e.g. "a, b,c" -> ['a', 'b', 'c']; empty by default. */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const schema = z
  .object({
    ...baseEnvShape,
    ...redisEnvShape,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** The built SPA the gateway serves; empty to serve the API only. */
    SPA_DIR: z.string().default(resolve(__dirname, '../../../../frontend/dist')),
    /** Comma-separated origins allowed to call the API from a browser; the gateway's own is always allowed. */
    CORS_ORIGINS: commaList,
    /** Prefix of the platform's Redis keys, the same in every service: the gateway reads the rate table the rates service writes. */
    REDIS_KEY_PREFIX: z.string().default('fx:'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
    TRUST_PROXY: z.stringbool().default(false),
    /**
     * Comma-separated client addresses the per-address rate limits leave alone: a load balancer's
     * health probe or a load test. Empty (the default) limits everyone.
     */
    RATE_LIMIT_ALLOW_LIST: commaList,

    /** The Firebase project whose ID tokens are accepted (a `demo-` id with the emulator). */
    FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id'),
    /** The web app's public Firebase settings, handed to the SPA at run time by GET /config. */
    FIREBASE_WEB_API_KEY: z.string().default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: optional,
    /** host:port of the Firebase Auth Emulator. Its tokens are unsigned: refused in production. */
    FIREBASE_AUTH_EMULATOR_HOST: optional,
    /** The emulator's address as a browser reaches it, when that differs from the above. */
    AUTH_EMULATOR_PUBLIC_URL: optional,
    /** How long a resolved role is reused before asking the identity service again. */
    ROLE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
    /** How long a verified ID token is trusted before its account is looked up again. */
    TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),

    /** The staff gate ("Secure Box"). Switched on by setting a username. */
    ACCESS_GATE_USERNAME: optional,
    /** scrypt hash of the gate password: `npm run access-gate:hash -- 'the password'`. */
    ACCESS_GATE_PASSWORD_HASH: optional,
    /** Signs gate tokens; at least 32 characters. */
    ACCESS_GATE_SECRET: optional,
    ACCESS_GATE_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
  })
  .superRefine((env, ctx) => {
    if (env.FIREBASE_AUTH_EMULATOR_HOST && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'must not be set in production: emulator tokens are not signed',
      });
    }
    if (env.FIREBASE_AUTH_EMULATOR_HOST && !env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_PROJECT_ID'],
        message: 'must be a demo- project id when the emulator is used',
      });
    }
    if (env.ACCESS_GATE_USERNAME) {
      if (!env.ACCESS_GATE_PASSWORD_HASH?.startsWith('scrypt$')) {
        ctx.addIssue({
          code: 'custom',
          path: ['ACCESS_GATE_PASSWORD_HASH'],
          message: 'is required with ACCESS_GATE_USERNAME (npm run access-gate:hash)',
        });
      }
      if (!env.ACCESS_GATE_SECRET || env.ACCESS_GATE_SECRET.length < 32) {
        ctx.addIssue({
          code: 'custom',
          path: ['ACCESS_GATE_SECRET'],
          message: 'is required with ACCESS_GATE_USERNAME, at least 32 characters',
        });
      }
    }
  });

export type GatewayEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return parseEnv('gateway', schema, source);
}

/** The Auth Emulator's address as the browser reaches it, or null where no emulator is used. */
export function authEmulatorUrl(env: GatewayEnv): string | null {
  if (env.AUTH_EMULATOR_PUBLIC_URL) return env.AUTH_EMULATOR_PUBLIC_URL;
  return env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null;
}

export function firebaseAuthDomain(env: GatewayEnv): string {
  return env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`;
}
