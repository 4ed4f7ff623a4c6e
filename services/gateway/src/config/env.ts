import { resolve } from 'node:path';
import { z } from 'zod';
import { refusePlaceholderSite, siteEnvShape } from '@fx/contracts';
import {
  envVariables,
  baseEnvShape,
  healthPortShape,
  isProduction,
  parseEnv,
  redisEnvShape,
  refuseDefaultPasswords,
  rushEnvShape,
  refuseTestClock,
} from '@fx/service-kit';
import { verifyGatePasswordSync } from '../access-gate/gate-password';
import { isAddressOrRange, isUsableGateHash, serviceAccountProblem } from './env-checks';

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
    /** When customers waiting here hold the stack's background work back (rush.ts). */
    ...rushEnvShape,
    /** The bureau's own details, served to the SPA (see .env.example: SITE_*). */
    ...siteEnvShape,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** The internal port: health and /metrics for the orchestrator and Prometheus, never public. */
    ...healthPortShape(3100),
    /** The built SPA the gateway serves; `none` to serve the API only. */
    SPA_DIR: z
      .string()
      .default(resolve(__dirname, '../../../../frontend/dist'))
      .transform((value) => (value === 'none' ? '' : value)),
    /**
     * The SPA's server bundle, which renders the public pages per request (built beside the SPA);
     * `none` to serve every page as the plain SPA.
     */
    SSR_DIR: z
      .string()
      .default(resolve(__dirname, '../../../../frontend/dist-ssr'))
      .transform((value) => (value === 'none' ? '' : value)),
    /**
     * The site's public address (e.g. https://www.example.co.uk), the one e-mails link to (the
     * notifications service's SITE_URL): canonical links and the sitemap. Unset: the address each
     * request came to.
     */
    SITE_URL: optional
      .pipe(
        z
          .url({
            protocol: /^https?$/,
            message: 'must be an http(s) address, e.g. https://www.example.co.uk',
          })
          .optional(),
      )
      .transform((value) => (value ? new URL(value).origin : undefined)),
    /** Comma-separated origins allowed to call the API from a browser; the gateway's own is always allowed. */
    CORS_ORIGINS: commaList,
    /** Prefix of the platform's Redis keys, the same in every service: the gateway reads the rate table the rates service writes. */
    REDIS_KEY_PREFIX: z.string().default('fx:'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
    /**
     * The reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: comma-separated
     * addresses or CIDR ranges (e.g. `172.31.250.10` or `10.0.0.0/8`). Empty: none, the client is
     * the connection's peer. `true` (any peer) is for development only.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((value, ctx): string[] | boolean => {
        const trimmed = value.trim().toLowerCase();
        if (trimmed === '' || trimmed === 'false') return false;
        if (trimmed === 'true') return true;
        const entries = trimmed
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        for (const entry of entries) {
          if (!isAddressOrRange(entry)) {
            ctx.addIssue({
              code: 'custom',
              message: `"${entry}" is not an IP address or CIDR range (e.g. 172.31.250.10 or 10.0.0.0/8)`,
            });
          }
        }
        return entries;
      }),
    /**
     * Comma-separated client addresses the per-address rate limits leave alone: a load balancer's
     * health probe or a load test. Empty (the default) limits everyone.
     */
    RATE_LIMIT_ALLOW_LIST: commaList,
    /**
     * Card payments a client address may start in an hour, and an e-mail address may: card
     * testers try stolen card numbers through many small orders.
     */
    CARD_PAYMENTS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
    CARD_PAYMENTS_PER_HOUR_PER_EMAIL: z.coerce.number().int().min(1).max(10_000).default(5),

    /** The Firebase project whose ID tokens are accepted (a `demo-` id with the emulator). */
    FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id'),
    /** The web app's public Firebase settings, handed to the SPA at run time by GET /config. */
    FIREBASE_WEB_API_KEY: z.string().default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: optional,
    /**
     * A service account's key file (JSON), which lets the gateway look up accounts (disabled,
     * revoked, e-mail changed). Required in production; a Docker secret under compose.
     */
    GOOGLE_APPLICATION_CREDENTIALS: optional,
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
    /** Tries at the staff gate from one address per quarter of an hour. */
    ACCESS_GATE_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  })
  // Runs even when a variable is missing or bad, so production names every problem in one go
  // (hence the loose type: a field that failed its own check may be missing here).
  .superRefine(
    (env: Checked, ctx) => {
      if (isProduction({ NODE_ENV: env.NODE_ENV ?? 'development', DEPLOY_MODE: env.DEPLOY_MODE }))
        productionProblems(env, ctx);
      if (
        env.FIREBASE_AUTH_EMULATOR_HOST &&
        env.FIREBASE_PROJECT_ID?.startsWith('demo-') === false
      ) {
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
        } else if (!isUsableGateHash(env.ACCESS_GATE_PASSWORD_HASH)) {
          // scrypt refuses its cost parameters: every gate try would fail with a 500.
          ctx.addIssue({
            code: 'custom',
            path: ['ACCESS_GATE_PASSWORD_HASH'],
            message: 'is not a usable scrypt hash: make one with npm run access-gate:hash',
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
    },
    { when: () => true },
  );

export type GatewayEnv = z.infer<typeof schema>;

/** The published try-it stack's gate password and signing secret (docker-compose.override.yml). */
const TRY_IT_GATE_PASSWORD = 'open-the-box';
const TRY_IT_GATE_SECRET = 'local-try-it-only-secret-not-for-production-use';

/** What production refuses: anything of the try-it stack, and anything left open. */
function productionProblems(env: Checked, ctx: z.RefinementCtx) {
  const problem = (key: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [key], message });
  refuseDefaultPasswords(env, ctx, ['REDIS_URL', 'AMQP_URL']);
  refuseTestClock(env, ctx);
  refusePlaceholderSite(env, ctx);
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    problem(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'must not be set in production: emulator tokens are not signed',
    );
  if (env.FIREBASE_PROJECT_ID?.startsWith('demo-'))
    problem(
      'FIREBASE_PROJECT_ID',
      'must be a real Firebase project in production, not a demo- one',
    );
  if (!env.FIREBASE_WEB_API_KEY || env.FIREBASE_WEB_API_KEY === 'demo-api-key')
    problem(
      'FIREBASE_WEB_API_KEY',
      "is required in production: the web app's apiKey from the Firebase console",
    );
  const credentialsProblem = serviceAccountProblem(
    env.GOOGLE_APPLICATION_CREDENTIALS,
    env.FIREBASE_PROJECT_ID ?? '(not set)',
  );
  if (credentialsProblem) problem('GOOGLE_APPLICATION_CREDENTIALS', credentialsProblem);
  if (!env.ACCESS_GATE_USERNAME)
    problem('ACCESS_GATE_USERNAME', 'is required in production: the staff gate must be on');
  if (env.ACCESS_GATE_SECRET === TRY_IT_GATE_SECRET)
    problem('ACCESS_GATE_SECRET', 'is the published try-it secret: make a random one');
  if (
    env.ACCESS_GATE_PASSWORD_HASH &&
    isUsableGateHash(env.ACCESS_GATE_PASSWORD_HASH) &&
    verifyGatePasswordSync(TRY_IT_GATE_PASSWORD, env.ACCESS_GATE_PASSWORD_HASH)
  )
    problem('ACCESS_GATE_PASSWORD_HASH', 'is the hash of the published try-it password');
  if (env.TRUST_PROXY === true)
    problem('TRUST_PROXY', "must name the proxies' addresses in production, not trust any peer");
}

/** What the checks read, each possibly missing (see the superRefine above). */
interface Checked {
  [key: string]: unknown;
  NODE_ENV?: string | undefined;
  DEPLOY_MODE?: 'local' | 'production' | undefined;
  FIREBASE_PROJECT_ID?: string | undefined;
  FIREBASE_WEB_API_KEY?: string | undefined;
  FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
  GOOGLE_APPLICATION_CREDENTIALS?: string | undefined;
  ACCESS_GATE_USERNAME?: string | undefined;
  ACCESS_GATE_PASSWORD_HASH?: string | undefined;
  ACCESS_GATE_SECRET?: string | undefined;
  TRUST_PROXY?: unknown;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return parseEnv('gateway', schema, source);
}

/**
 * Every variable the gateway reads: docs/configuration.md and .env.example show each
 * (env-documented.spec.ts).
 */
export const ENV_VARIABLES = envVariables(schema);

/** The Auth Emulator's address as the browser reaches it, or null where no emulator is used. */
export function authEmulatorUrl(env: GatewayEnv): string | null {
  if (env.AUTH_EMULATOR_PUBLIC_URL) return env.AUTH_EMULATOR_PUBLIC_URL;
  return env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null;
}

export function firebaseAuthDomain(env: GatewayEnv): string {
  return env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`;
}
