import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';
/** Marks a reference to a schema as a client sends it, until it is known whether that differs. */
const INPUT = '~input';

const pascal = (text: string) => text[0]!.toUpperCase() + text.slice(1);

const INT32 = 2 ** 31;

/** Names an integer's size as OpenAPI does (int32 or int64), from the bounds zod gives it. */
function withIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withIntegerFormats(item);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'integer' && record.format === undefined) {
      const { minimum, maximum } = record as { minimum?: number; maximum?: number };
      const small =
        minimum !== undefined && maximum !== undefined && minimum >= -INT32 && maximum < INT32;
      record.format = small ? 'int32' : 'int64';
    }
    for (const value of Object.values(record)) withIntegerFormats(value);
  }
}

/** A contracts schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its dialect line. */
function strip(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  withIntegerFormats(rest);
  return rest;
}

/** Calls `change` on every $ref in a JSON value, in place. */
function eachRef(node: unknown, change: (ref: string) => string): void {
  if (Array.isArray(node)) {
    for (const item of node) eachRef(item, change);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') record.$ref = change(record.$ref);
    for (const value of Object.values(record)) eachRef(value, change);
  }
}

/**
 * The schemas of the API document as components: every schema the contracts export, by its name
 * there (orderViewSchema -> OrderView), and those a route names that the contracts do not, by the
 * operation's name. Each is emitted once, as what the server sends; where what a client may send
 * differs (defaults, coercions), that one too, as <Name>Input. Nested schemas that have a name are
 * references to theirs, so a shared one (an order line, an error detail) is written once. Only the
 * schemas the paths reach are kept.
 */
export function componentSchemas(
  module: Record<string, unknown>,
  extra: Record<string, z.ZodType>,
) {
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  const name = (schema: z.ZodType, wanted: string) => {
    const chosen = taken.has(wanted) ? `${wanted}${taken.size}` : wanted;
    names.set(schema, chosen);
    taken.add(chosen);
  };
  for (const [key, schema] of Object.entries(extra)) name(schema, key);
  for (const [key, value] of Object.entries(module))
    if (value instanceof z.ZodType && !names.has(value))
      name(value, pascal(key.replace(/Schema$/, '')));

  function generate(io: 'input' | 'output'): Record<string, JsonSchema> {
    const registry = z.registry<{ id: string }>();
    for (const [schema, id] of names) registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(registry, {
      io,
      unrepresentable: 'any',
      uri: (id) => `${COMPONENT}${id}${io === 'input' ? INPUT : ''}`,
    });
    if ('__shared' in schemas) throw new Error('A contracts schema refers to itself');
    return Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => [id, strip(schema as JsonSchema)]),
    );
  }

  return {
    /** A reference to a schema's component, named `fallback` when the contracts do not name it. */
    refTo(schema: z.ZodType, io: 'input' | 'output', fallback: string): JsonSchema {
      if (!names.has(schema)) name(schema, fallback);
      return { $ref: `${COMPONENT}${names.get(schema)}${io === 'input' ? INPUT : ''}` };
    },

    /** A schema written out in place (a query's, whose properties become parameters). */
    inline(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
      return strip(z.toJSONSchema(schema, { io, unrepresentable: 'any' }));
    },

    /** The components the paths reach (their references are settled in place). */
    components(paths: unknown): Record<string, JsonSchema> {
      const output = generate('output');
      const input = generate('input');
      // An input schema that reads as its output one (once its references do) is that one.
      const same = new Set<string>();
      const settle = (ref: string) => {
        if (!ref.endsWith(INPUT)) return ref;
        const id = ref.slice(COMPONENT.length, -INPUT.length);
        return same.has(id) ? `${COMPONENT}${id}` : `${COMPONENT}${id}Input`;
      };
      for (let changed = true; changed;) {
        changed = false;
        for (const [id, schema] of Object.entries(input)) {
          if (same.has(id)) continue;
          const settled = structuredClone(schema);
          eachRef(settled, (ref) =>
            ref.endsWith(INPUT) && same.has(ref.slice(COMPONENT.length, -INPUT.length))
              ? ref.slice(0, -INPUT.length)
              : ref,
          );
          if (JSON.stringify(settled) === JSON.stringify(output[id])) {
            same.add(id);
            changed = true;
          }
        }
      }
      const all: Record<string, JsonSchema> = { ...output };
      for (const [id, schema] of Object.entries(input))
        if (!same.has(id)) all[`${id}Input`] = schema;
      eachRef(all, settle);
      eachRef(paths, settle);
      // Only what the paths reach, directly or through another component.
      const reached = new Set<string>();
      const visit = (node: unknown) =>
        eachRef(node, (ref) => {
          const id = ref.slice(COMPONENT.length);
          if (ref.startsWith(COMPONENT) && !reached.has(id) && all[id]) {
            reached.add(id);
            visit(all[id]);
          }
          return ref;
        });
      visit(paths);
      return Object.fromEntries([...reached].sort().map((id) => [id, all[id]!]));
    },
  };
}
