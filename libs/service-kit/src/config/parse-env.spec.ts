import { z } from 'zod';
import {
  EnvError,
  KNOWN_DEFAULT_PASSWORDS,
  baseEnvShape,
  isProduction,
  parseEnv,
  refuseDefaultPasswords,
} from './parse-env';

/** The problems an EnvError lists, or a failure if the environment was accepted. */
function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('the environment was accepted');
}

const strongUrls = {
  AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
};

describe('parseEnv', () => {
  const schema = z.object({
    ...baseEnvShape,
    PORT: z.coerce.number().int().default(3000),
    GREETING: z.string().default('hello'),
    REQUIRED_NAME: z.string(),
  });

  it('names every missing and bad variable at once', () => {
    expect(
      problemsOf(() => parseEnv('app', schema, { PORT: 'eighty', LOG_LEVEL: 'loud' })),
    ).toEqual([
      'LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
      'AMQP_URL: is required (not set)',
      'PORT: Invalid input: expected number, received NaN',
      'REQUIRED_NAME: is required (not set)',
    ]);
  });

  it('puts the app and every problem in the message an operator reads', () => {
    expect(() => parseEnv('rates', schema, {})).toThrow(
      'rates: invalid configuration\n  - AMQP_URL: is required (not set)\n  - REQUIRED_NAME: is required (not set)',
    );
  });

  it('treats an empty variable as not set: the default applies, and a required one is missing', () => {
    const env = parseEnv('app', schema, {
      ...strongUrls,
      REQUIRED_NAME: 'fx',
      GREETING: '',
      PORT: '',
      NODE_ENV: 'production',
      DEPLOY_MODE: '',
    });
    expect(env).toMatchObject({ GREETING: 'hello', PORT: 3000 });
    // Compose passes an unset DEPLOY_MODE on as an empty one: the mode follows NODE_ENV.
    expect(isProduction(env)).toBe(true);
    expect(problemsOf(() => parseEnv('app', schema, { ...strongUrls, REQUIRED_NAME: '' }))).toEqual(
      ['REQUIRED_NAME: is required (not set)'],
    );
  });

  it("keeps a rule's own reason when the variable it names is not set", () => {
    const withRule = schema.superRefine((env, ctx) => {
      if (env.GREETING === 'hello')
        ctx.addIssue({ code: 'custom', path: ['FAREWELL'], message: 'is required with hello' });
    });
    expect(
      problemsOf(() => parseEnv('app', withRule, { ...strongUrls, REQUIRED_NAME: 'fx' })),
    ).toEqual(['FAREWELL: is required with hello']);
  });

  it('refuses a deploy mode it does not know', () => {
    expect(
      problemsOf(() =>
        parseEnv('app', schema, { ...strongUrls, REQUIRED_NAME: 'fx', DEPLOY_MODE: 'staging' }),
      ),
    ).toEqual([expect.stringMatching(/^DEPLOY_MODE: Invalid option/)]);
  });
});

describe('isProduction', () => {
  it('follows DEPLOY_MODE when it is set, whatever NODE_ENV says', () => {
    expect(isProduction({ NODE_ENV: 'production', DEPLOY_MODE: 'local' })).toBe(false);
    expect(isProduction({ NODE_ENV: 'development', DEPLOY_MODE: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'test', DEPLOY_MODE: 'production' })).toBe(true);
  });

  it('is production for a production build when DEPLOY_MODE is unset, and only then', () => {
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
    expect(isProduction({ NODE_ENV: 'test' })).toBe(false);
  });
});

describe('refuseDefaultPasswords', () => {
  const schema = z
    .object({
      ...baseEnvShape,
      DATABASE_URL: z.string(),
      REDIS_URL: z.string(),
    })
    .superRefine((env, ctx) => {
      if (isProduction(env))
        refuseDefaultPasswords(env, ctx, ['DATABASE_URL', 'REDIS_URL', 'AMQP_URL']);
    });
  const production = { NODE_ENV: 'production' };

  it('accepts strong passwords in production', () => {
    expect(
      parseEnv('app', schema, {
        ...production,
        DATABASE_URL: 'postgres://fx:Vb8%40r%2Fq-77Lm@db.internal:5432/fx',
        REDIS_URL: 'rediss://:Ju2-kWq9-pXe@cache.internal:6380',
        AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
      }),
    ).toMatchObject({ DATABASE_URL: 'postgres://fx:Vb8%40r%2Fq-77Lm@db.internal:5432/fx' });
  });

  it('names every URL with a default or no password, all at once', () => {
    expect(
      problemsOf(() =>
        parseEnv('app', schema, {
          ...production,
          DATABASE_URL: 'postgres://fx:fx-local-only@postgres:5432/fx',
          REDIS_URL: 'redis://127.0.0.1:6379',
          AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
        }),
      ),
    ).toEqual([
      'DATABASE_URL: uses the default password "fx-local-only": set a strong one for production',
      'REDIS_URL: must carry a password in production',
      'AMQP_URL: uses the default password "guest": set a strong one for production',
    ]);
  });

  it.each([...KNOWN_DEFAULT_PASSWORDS])(
    'refuses the known default password "%s" however it is written',
    (password) => {
      const shouted = encodeURIComponent(password.toUpperCase());
      expect(
        problemsOf(() =>
          parseEnv('app', schema, {
            ...production,
            DATABASE_URL: `postgres://fx:${shouted}@db.internal:5432/fx`,
            REDIS_URL: 'rediss://:Ju2-kWq9-pXe@cache.internal:6380',
            AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
          }),
        ),
      ).toEqual([expect.stringMatching(/^DATABASE_URL: uses the default password/)]);
    },
  );

  it('reads a percent-encoded password as the password it stands for', () => {
    expect(
      problemsOf(() =>
        parseEnv('app', schema, {
          ...production,
          DATABASE_URL: 'postgres://fx:%70ostgres@db.internal:5432/fx',
          REDIS_URL: 'rediss://:Ju2-kWq9-pXe@cache.internal:6380',
          AMQP_URL: 'amqps://fx:pV7q-Lw2s-9tRz@mq.internal:5671',
        }),
      ),
    ).toEqual([
      'DATABASE_URL: uses the default password "postgres": set a strong one for production',
    ]);
  });

  it('lets the try-it passwords through outside production', () => {
    for (const mode of [
      { NODE_ENV: 'development' },
      { NODE_ENV: 'production', DEPLOY_MODE: 'local' },
    ])
      expect(
        parseEnv('app', schema, {
          ...mode,
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
          REDIS_URL: 'redis://127.0.0.1:6379',
          AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
        }),
      ).toMatchObject({ AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672' });
  });
});
