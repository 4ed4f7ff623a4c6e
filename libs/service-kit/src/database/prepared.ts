import { createHash } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { Queryable } from './named-sql';

/** node-postgres's client, as TypeORM's query runner holds it once connected. */
interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{
    command: string;
    rows: unknown[];
    rowCount: number | null;
  }>;
}

/**
 * Statements given a name, and so prepared once per connection: PostgreSQL then neither parses
 * nor analyses them again, and plans them once they have been run a few times (its plan cache).
 * The services' statements are written out in the code, so there are a few hundred at most;
 * past this many (text built from data, which none should be) a statement runs unnamed.
 */
const MAX_NAMED = 2000;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `fx_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** What TypeORM's query() answers: the rows, and with them the count for UPDATE and DELETE. */
async function run(client: PgClient, text: string, values: unknown[]): Promise<unknown> {
  try {
    const raw = await client.query({ name: nameOf(text), text, values });
    return raw.command === 'UPDATE' || raw.command === 'DELETE'
      ? [raw.rows, raw.rowCount]
      : raw.rows;
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}

const isManager = (db: Queryable): db is EntityManager =>
  'connection' in db && 'transaction' in db && !('createQueryRunner' in db);
const isDataSource = (db: Queryable): db is DataSource => 'createQueryRunner' in db;

/**
 * Runs a statement on `db` (a TypeORM DataSource, or the EntityManager of a transaction) as a
 * prepared statement, answering exactly what `db.query(text, values)` would, errors included
 * (TypeORM's QueryFailedError, with the driver's code and constraint). Anything else that runs
 * statements is asked to run it as it is.
 */
export async function preparedQuery(
  db: Queryable,
  text: string,
  values: unknown[],
): Promise<unknown> {
  if (isManager(db) && db.queryRunner) {
    if (db.queryRunner.isReleased) return db.query(text, values);
    return run((await db.queryRunner.connect()) as PgClient, text, values);
  }
  const source = isDataSource(db) ? db : isManager(db) ? db.connection : undefined;
  if (source?.options.type !== 'postgres') return db.query(text, values);
  const runner: QueryRunner = source.createQueryRunner();
  try {
    return await run((await runner.connect()) as PgClient, text, values);
  } finally {
    await runner.release();
  }
}
