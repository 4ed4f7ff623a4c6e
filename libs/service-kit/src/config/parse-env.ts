import { z } from 'zod';

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
 * operator fixes them in one go rather than one restart at a time.
 */
export function parseEnv<S extends z.ZodType>(
  app: string,
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.join('.') || '(environment)';
    const given = issue.path.length === 1 ? source[String(issue.path[0])] : undefined;
    return given === undefined ? `${key}: is required (not set)` : `${key}: ${issue.message}`;
  });
  throw new EnvError(app, problems);
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
};

export const databaseEnvShape = {
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
};

export const redisEnvShape = {
  REDIS_URL: url(['redis:', 'rediss:']),
};

export const healthPortShape = (defaultPort: number) => ({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
  HEALTH_HOST: z.string().default('127.0.0.1'),
});
