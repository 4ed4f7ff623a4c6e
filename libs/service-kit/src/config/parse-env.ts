import { backgroundEnvShape } from '../messaging/rush';
import { z } from 'zod';
import { withFileSettings } from './file-settings';
import { queueTypeEnvShape } from './queue-type-env';

export class EnvError extends Error {
  constructor(
    readonly app: string,
    readonly problems: string[],
  ) {
    super(`${app}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads the environment through a schema. Every missing or bad variable is named at once, so an
 * operator fixes them in one go rather than one restart at a time. An empty variable counts as
 * not set (compose's `${NAME:-}` passes unset settings on as empty ones). Any variable may be
 * given as a file instead, `NAME_FILE` (file-settings.ts): how secrets reach a container.
 */
export function parseEnv<S extends z.ZodType>(
  app: string,
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const files = withFileSettings(schema, source);
  const given = Object.fromEntries(
    Object.entries(files.values).filter(([, value]) => value !== ''),
  );
  const result = schema.safeParse(given);
  if (result.success && files.problems.length === 0) return result.data;
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.map((issue) => {
    const key = issue.path.join('.') || '(environment)';
    const value = issue.path.length === 1 ? given[String(issue.path[0])] : undefined;
    return value === undefined && issue.code !== 'custom'
      ? `${key}: is required (not set)`
      : `${key}: ${issue.message}`;
  });
  throw new EnvError(app, [...files.problems, ...problems]);
}

/** Exits the process with the message of an EnvError; rethrows anything else. */
export function exitOnEnvError(error: unknown): never {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\nSee the app's .env.example for every variable.\n`);
    process.exit(78);
  }
  throw error;
}

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** Variables every service shares. */
export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * `production` refuses to start on anything missing or unsafe (see productionProblems); `local`
   * allows the try-it stack (Auth Emulator, offline rates, mail viewer). Unset, it follows NODE_ENV,
   * so a production build is strict unless told otherwise.
   */
  DEPLOY_MODE: z.enum(['local', 'production']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AMQP_URL: url(['amqp:', 'amqps:']),
  /** Prefixes every exchange and queue name; lets tests share one broker. */
  AMQP_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9.-]*$/)
    .default(''),
  /** Queues vanish a minute after their last consumer: for tests and previews, never production. */
  AMQP_EPHEMERAL: z.stringbool().default(false),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /**
   * A request that only reads is sent again after this long without an answer (and again after as
   * long, until RPC_TIMEOUT_MS), so an instance lost with its node does not fail it; 0: never.
   */
  RPC_REPEAT_AFTER_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ...queueTypeEnvShape,
  ...backgroundEnvShape,
  /**
   * Tests only: the instant (ISO, with its offset) the service's clock starts at; it then advances
   * with real time. Every date rule reads that clock. Production refuses to start with it set.
   */
  FX_TEST_NOW: z.iso.datetime({ offset: true }).optional(),
};

/** In production, FX_TEST_NOW (a test's clock) is refused, naming it. */
export function refuseTestClock(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (env.FX_TEST_NOW === undefined) return;
  ctx.addIssue({
    code: 'custom',
    path: ['FX_TEST_NOW'],
    message: 'must not be set in production: it sets the clock for tests',
  });
}

export const databaseEnvShape = {
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
};

/** A service with an outbox (OutboxModule): how often its relay sweeps, and how many at once. */
export const outboxEnvShape = {
  /** The outbox relay looks for unsent events this often (it is also woken by each commit). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  /** Published events are deleted from the outbox this many days after they were sent. */
  OUTBOX_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
};

export const redisEnvShape = {
  REDIS_URL: url(['redis:', 'rediss:']),
};

export const healthPortShape = (defaultPort: number) => ({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
  HEALTH_HOST: z.string().default('127.0.0.1'),
});

/**
 * How old a market rate may be and still be ordered on (rates and orders services must agree).
 * Unset, 900 s in production and a day elsewhere, since development often runs without live mode.
 */
export const maxRateAgeShape = {
  MAX_RATE_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .optional(),
};

export const DEFAULT_MAX_RATE_AGE_SECONDS = { production: 900, local: 86_400 } as const;

/** The env with MAX_RATE_AGE_SECONDS settled: the given value, or the mode's default. */
export function withMaxRateAge<
  E extends { NODE_ENV: string; DEPLOY_MODE?: 'local' | 'production' | undefined },
>(env: E & { MAX_RATE_AGE_SECONDS?: number | undefined }): E & { MAX_RATE_AGE_SECONDS: number } {
  return {
    ...env,
    MAX_RATE_AGE_SECONDS:
      env.MAX_RATE_AGE_SECONDS ??
      DEFAULT_MAX_RATE_AGE_SECONDS[isProduction(env) ? 'production' : 'local'],
  };
}

/** Whether the service runs in production mode (DEPLOY_MODE, or NODE_ENV when that is unset). */
export function isProduction(env: {
  NODE_ENV: string;
  DEPLOY_MODE?: 'local' | 'production' | undefined;
}): boolean {
  return (
    (env.DEPLOY_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'local')) === 'production'
  );
}

/** Passwords that ship with the project or its tools, and the usual guesses: never in production. */
export const KNOWN_DEFAULT_PASSWORDS: ReadonlySet<string> = new Set([
  'fx-local-only',
  'fx',
  'guest',
  'postgres',
  'redis',
  'rabbitmq',
  'password',
  'changeme',
  'secret',
  'admin',
]);

/**
 * In production, the connection URLs among `keys` must carry a password that is not a known
 * default. Adds one issue per bad URL to `ctx`.
 */
export function refuseDefaultPasswords(
  env: Record<string, unknown>,
  ctx: z.RefinementCtx,
  keys: readonly string[],
): void {
  for (const key of keys) {
    const value = env[key];
    if (typeof value !== 'string') continue;
    const password = passwordOf(value);
    if (password === undefined) continue; // the URL's own check says what is wrong with it
    if (!password) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'must carry a password in production',
      });
    } else if (KNOWN_DEFAULT_PASSWORDS.has(password.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `uses the default password "${password}": set a strong one for production`,
      });
    }
  }
}

function passwordOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return undefined;
  }
}
