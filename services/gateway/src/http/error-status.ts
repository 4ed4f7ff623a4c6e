import type { ErrorCode } from '@fx/contracts';

/**
 * The HTTP status of each error code, the one place codes meet HTTP. The switch is exhaustive, so
 * a new code in any domain's `codes.ts` needs a decision here.
 */
export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'WEBHOOK_SIGNATURE_INVALID':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
    case 'EMAIL_NOT_VERIFIED':
    case 'OWN_ROLE_CHANGE':
      return 403;
    case 'NOT_FOUND':
    case 'ORDER_NOT_FOUND':
    case 'CURRENCY_NOT_OFFERED':
    case 'ALERT_NOT_FOUND':
    case 'PUSH_DEVICE_NOT_FOUND':
    case 'USER_NOT_FOUND':
    case 'ACCOUNT_NOT_CREATED':
    case 'STAFF_GATE_OFF':
    case 'PAYMENT_NOT_FOUND':
    case 'COMPLIANCE_NOT_FOUND':
      return 404;
    case 'CONFLICT':
    case 'ORDER_NOT_PENDING':
    case 'ORDER_NOT_ACCEPTED':
    case 'ORDER_ALREADY_REMOVED':
    case 'RATES_CHANGED':
    case 'CURRENCY_EXISTS':
    case 'ALERT_LIMIT_REACHED':
    case 'ALERT_ALREADY_SENT':
    case 'EMAIL_IN_USE':
    case 'CURRENCY_UNAVAILABLE':
    case 'PAYMENTS_OFF':
    case 'PAYMENT_STATE_INVALID':
    case 'PAYMENT_HELD':
    case 'COMPLIANCE_STATE_INVALID':
    case 'SANCTIONS_LIST_SHRANK':
    case 'ORDER_ON_HOLD':
    case 'LAST_ADMIN':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNPROCESSABLE':
    case 'BRANCH_UNKNOWN':
    case 'ORDER_LINES_INVALID':
    case 'IDEMPOTENCY_KEY_REUSED':
    case 'CURRENCY_INVALID':
    case 'ALERT_INVALID':
    case 'COLLECTION_DAY_UNAVAILABLE':
    case 'ORDER_LIMIT_REACHED':
    case 'SANCTIONS_LIST_INVALID':
    case 'ID_CHECK_REQUIRED':
      return 422;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL':
      return 500;
    case 'PAYMENT_PROVIDER_REFUSED':
      return 502;
    case 'SERVICE_UNAVAILABLE':
    case 'DEPENDENCY_UNAVAILABLE':
    case 'RATES_STALE':
    case 'PAYMENTS_UNAVAILABLE':
    case 'SANCTIONS_LIST_UNAVAILABLE':
      return 503;
  }
}

/** Stale rates: a refresh is due within the live interval, so the client may try again soon. */
export const RATES_STALE_RETRY_AFTER_SECONDS = 60;

/** The Retry-After header (seconds) an error is answered with, if any. */
export function retryAfterOf(code: string): number | undefined {
  return code === 'RATES_STALE' ? RATES_STALE_RETRY_AFTER_SECONDS : undefined;
}
