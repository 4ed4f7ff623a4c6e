import type { ErrorCode } from '@fx/contracts';

/** The HTTP status of each error code; the switch is exhaustive, so a new code needs a decision. */
export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNPROCESSABLE':
      return 422;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL':
      return 500;
    case 'SERVICE_UNAVAILABLE':
    case 'DEPENDENCY_UNAVAILABLE':
    case 'RATES_STALE':
      return 503;
  }
}

/** Stale rates: a refresh is due within the live interval, so the client may try again soon. */
export const RATES_STALE_RETRY_AFTER_SECONDS = 60;

/** The Retry-After header (seconds) an error is answered with, if any. */
export function retryAfterOf(code: string): number | undefined {
  return code === 'RATES_STALE' ? RATES_STALE_RETRY_AFTER_SECONDS : undefined;
}
