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
      return 503;
  }
}
