import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { EnvError, baseEnvShape, databaseEnvShape, parseEnv } from './parse-env';

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

describe('settings given as files (NAME_FILE, as Swarm and Docker hand secrets over)', () => {
  const schema = z
    .object({
      ...baseEnvShape,
      ...databaseEnvShape,
      /** A path the schema opens itself: its _FILE is not a secret's file. */
      PRICE_LIST_FILE: z.string().optional(),
      PRICE_LIST: z.string().optional(),
    })
    .transform((env) => ({ ...env, PORT: 3000 }));
  let dir: string;
  const secret = (name: string, content: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fx-secrets-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each setting from its file, the file's last line break dropped", () => {
    const env = parseEnv('orders', schema, {
      AMQP_URL_FILE: secret('amqp-url', 'amqps://fx:pV7q-Lw2s@mq:5671\n'),
      DATABASE_URL_FILE: secret('database-url', 'postgres://fx:Zq8-w1@db:5432/orders\r\n'),
    });
    expect(env.AMQP_URL).toBe('amqps://fx:pV7q-Lw2s@mq:5671');
    expect(env.DATABASE_URL).toBe('postgres://fx:Zq8-w1@db:5432/orders');
  });

  it("checks a file's value as it would the variable's", () => {
    expect(
      problemsOf(() =>
        parseEnv('orders', schema, {
          AMQP_URL: 'amqp://mq:5672',
          DATABASE_URL_FILE: secret('not-a-url', 'mysql://db/orders'),
        }),
      ),
    ).toEqual(['DATABASE_URL: must be a URL starting with postgres:// or postgresql://']);
  });

  it('refuses a setting given both ways, and a file it cannot read, naming them', () => {
    const missing = path.join(dir, 'no-such-secret');
    expect(
      problemsOf(() =>
        parseEnv('orders', schema, {
          AMQP_URL: 'amqp://mq:5672',
          AMQP_URL_FILE: secret('amqp-too', 'amqp://other:5672'),
          DATABASE_URL_FILE: missing,
        }),
      ),
    ).toEqual([
      'AMQP_URL: set either AMQP_URL or AMQP_URL_FILE, not both',
      `DATABASE_URL_FILE: cannot read ${missing} (ENOENT)`,
      'DATABASE_URL: is required (not set)',
    ]);
  });

  it('leaves a path the schema reads itself as a path', () => {
    const list = secret('prices.csv', 'EUR,1.16\n');
    const env = parseEnv('orders', schema, {
      AMQP_URL: 'amqp://mq:5672',
      DATABASE_URL: 'postgres://db/orders',
      PRICE_LIST_FILE: list,
    });
    expect(env.PRICE_LIST_FILE).toBe(list);
    expect(env.PRICE_LIST).toBeUndefined();
  });
});
