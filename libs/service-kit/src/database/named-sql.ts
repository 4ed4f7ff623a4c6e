import { preparedQuery } from './prepared';

/** Values for a statement's named parameters, by name. */
export type SqlParams = Readonly<Record<string, unknown>>;

/** A statement as the driver takes it: `$1`, `$2`... and their values in that order. */
export interface Sql {
  readonly text: string;
  readonly values: unknown[];
}

/** Part of a larger statement, still named, so its parameters join the statement's own. */
export interface SqlPart {
  readonly text: string;
  readonly params: SqlParams;
}

/** Anything that runs a statement: TypeORM's DataSource, or the EntityManager of a transaction. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** Quoted text and `::` casts pass through as they are; `:name` is a parameter. */
const TOKEN = /'(?:[^']|'')*'|"(?:[^"]|"")*"|::|:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Turns `:name` parameters into Postgres's `$n`: `sql('... WHERE email = :email', { email })`.
 * A name used twice is one parameter. A name with no value, or a value the text never uses, is
 * a mistake in the code and throws before anything reaches the database.
 */
export function sql(text: string, params: SqlParams = {}): Sql {
  const positions = new Map<string, number>();
  const converted = text.replace(TOKEN, (token: string, name: string | undefined) => {
    if (name === undefined) return token;
    if (!Object.hasOwn(params, name) || params[name] === undefined) {
      throw new Error(`SQL names :${name}, which has no value`);
    }
    const position = positions.get(name) ?? positions.size + 1;
    positions.set(name, position);
    return `$${position}`;
  });
  const unused = Object.keys(params).filter((name) => !positions.has(name));
  if (unused.length > 0) {
    throw new Error(`SQL never uses ${unused.map((name) => `:${name}`).join(', ')}`);
  }
  return { text: converted, values: [...positions.keys()].map((name) => params[name]) };
}

/**
 * Runs a statement with named parameters on `db` and returns what the driver answers, prepared
 * once per connection (./prepared.ts).
 */
export async function query<T>(db: Queryable, text: string, params?: SqlParams): Promise<T> {
  const statement = sql(text, params);
  return (await preparedQuery(db, statement.text, statement.values)) as T;
}

/**
 * An UPDATE's `column = :field, …` for each field of `values` that is not undefined, `columns`
 * naming each field's column; empty text when there is nothing to set. Only those fields become
 * parameters, so the statement writes what changed and nothing else.
 */
export function assignments<K extends string>(
  columns: Readonly<Record<K, string>>,
  values: Readonly<Partial<Record<K, unknown>>>,
): SqlPart {
  const fields = (Object.keys(columns) as K[]).filter((field) => values[field] !== undefined);
  return {
    text: fields.map((field) => `${columns[field]} = :${field}`).join(', '),
    params: Object.fromEntries(fields.map((field) => [field, values[field]])),
  };
}
