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

/** A statement's text with `$n` for its parameters, and the name of each `$n` in order. */
interface Converted {
  readonly text: string;
  readonly names: readonly string[];
}

/** Statements are a fixed set of texts, each converted once (it was a regex pass every run). */
const converted = new Map<string, Converted>();
const CONVERTED_KEPT = 2000;

function convert(text: string): Converted {
  const known = converted.get(text);
  if (known) return known;
  const positions = new Map<string, number>();
  const result = {
    text: text.replace(TOKEN, (token: string, name: string | undefined) => {
      if (name === undefined) return token;
      const position = positions.get(name) ?? positions.size + 1;
      positions.set(name, position);
      return `$${position}`;
    }),
    names: [...positions.keys()],
  };
  // Texts built with values in them would grow the map without end: it keeps the first ones.
  if (converted.size < CONVERTED_KEPT) converted.set(text, result);
  return result;
}

/**
 * Turns `:name` parameters into Postgres's `$n`: `sql('... WHERE email = :email', { email })`.
 * A name used twice is one parameter. A name with no value, or a value the text never uses, is
 * a mistake in the code and throws before anything reaches the database.
 */
export function sql(text: string, params: SqlParams = {}): Sql {
  const { text: statement, names } = convert(text);
  const values = names.map((name) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) throw new Error(`SQL names :${name}, which has no value`);
    return value;
  });
  const given = Object.keys(params);
  if (given.length !== names.length) {
    const unused = given.filter((name) => !names.includes(name));
    if (unused.length > 0) {
      throw new Error(`SQL never uses ${unused.map((name) => `:${name}`).join(', ')}`);
    }
  }
  return { text: statement, values };
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
