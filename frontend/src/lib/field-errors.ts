import { isApiError } from '@/lib/api-client';

/**
 * A refused form's problems: 422 details by field (with `strip`, e.g. 'idCheck.', taken off the
 * front of each field name) and, when none names a field the form shows, the server's message for
 * the whole form.
 */
export function problemsOf(
  error: unknown,
  fields: readonly string[],
  strip = '',
): { fields: Record<string, string>; form: string | null } {
  const found: Record<string, string> = {};
  const details = isApiError(error) ? (error.details ?? []) : [];
  for (const detail of details) {
    const field = detail.field.startsWith(strip) ? detail.field.slice(strip.length) : detail.field;
    if (fields.includes(field) && !found[field]) found[field] = detail.message;
  }
  if (Object.keys(found).length > 0) return { fields: found, form: null };
  const message = error instanceof Error ? error.message : 'Something went wrong';
  const named = details.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
  return { fields: found, form: named ? `${message} (${named})` : message };
}
