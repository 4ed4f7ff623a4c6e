import { DomainError } from '@fx/service-kit';

/**
 * The officer's reason for a decision, checked here as well as by the request's schema (the
 * gateway's): trimmed, at least 3 characters, else 422 naming the field.
 */
export function requireReason(reason: unknown, field = 'reason'): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text.length < 3)
    throw new DomainError('VALIDATION_FAILED', 'The request is not valid', [
      { field, message: 'Give the reason' },
    ]);
  return text;
}
