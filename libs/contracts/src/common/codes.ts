// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/**
 * Codes any route may answer, whatever its domain: bad requests, sign-in, limits, outages. Each
 * domain's own refusals have their own names in `<domain>/codes.ts`.
 */
export const COMMON_ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNPROCESSABLE',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'DEPENDENCY_UNAVAILABLE',
  'INTERNAL',
] as const;

export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** The code for an HTTP status that carries no code of its own (framework, proxy or network errors). */
export function errorCodeForStatus(status: number): CommonErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 422) return 'UNPROCESSABLE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL';
}
