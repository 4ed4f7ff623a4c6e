import type { ApiDocumentChecker } from './api-document';

type Json = Record<string, unknown>;

/** A value at `path` in an otherwise empty body. */
export function nest(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [nest(rest, value)];
  return { [head!]: nest(rest, value) };
}

/** For each bound of a request schema, a value just past it, by field path. */
export function pastBounds(
  checker: ApiDocumentChecker,
  schema: Json,
  path: (string | number)[],
): [(string | number)[], unknown][] {
  const values: [(string | number)[], unknown][] = [];
  const resolved = checker.resolve(schema);
  for (const alternative of [
    ...((resolved.anyOf ?? []) as Json[]),
    ...((resolved.allOf ?? []) as Json[]),
  ])
    values.push(...pastBounds(checker, alternative, path));
  if (resolved.type === 'object')
    for (const [name, property] of Object.entries(
      (resolved.properties ?? {}) as Record<string, Json>,
    ))
      values.push(...pastBounds(checker, property, [...path, name]));
  if (resolved.type === 'array') {
    if (typeof resolved.maxItems === 'number')
      values.push([path, Array.from({ length: resolved.maxItems + 1 }, () => ({}))]);
    values.push(...pastBounds(checker, resolved.items as Json, [...path, 0]));
  }
  if (resolved.type === 'string') {
    if (typeof resolved.maxLength === 'number')
      values.push([path, '1'.repeat(resolved.maxLength + 1)]);
    if (typeof resolved.pattern === 'string') values.push([path, '!']);
    if (resolved.format === 'email') values.push([path, 'not-an-e-mail']);
    if (resolved.format === 'uuid') values.push([path, 'not-a-uuid']);
  }
  if (resolved.type === 'integer' || resolved.type === 'number') {
    if (typeof resolved.maximum === 'number' && resolved.maximum < Number.MAX_SAFE_INTEGER)
      values.push([path, resolved.maximum + 1]);
    if (typeof resolved.minimum === 'number' && resolved.minimum > Number.MIN_SAFE_INTEGER)
      values.push([path, resolved.minimum - 1]);
  }
  return values;
}
