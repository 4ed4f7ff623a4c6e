import { ERROR_CODES } from '@fx/contracts';
import { retryAfterOf, statusOf } from './error-status';

describe('the one map from error codes to HTTP statuses', () => {
  it('gives every code of every domain a client or server error status', () => {
    for (const code of ERROR_CODES)
      expect([400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503]).toContain(statusOf(code));
  });

  it.each([
    ['ORDER_NOT_FOUND', 404],
    ['ORDER_NOT_PENDING', 409],
    ['RATES_CHANGED', 409],
    ['BRANCH_UNKNOWN', 422],
    ['RATES_STALE', 503],
    ['ALERT_LIMIT_REACHED', 409],
    ['ALERT_ALREADY_SENT', 409],
    ['EMAIL_NOT_VERIFIED', 403],
    ['CURRENCY_NOT_OFFERED', 404],
    // A forged webhook is the sender's fault (the provider does not retry a 400); the provider
    // down is ours (a webhook answered 503 is retried).
    ['WEBHOOK_SIGNATURE_INVALID', 400],
    ['PAYMENTS_UNAVAILABLE', 503],
    ['PAYMENTS_OFF', 409],
    ['COMPLIANCE_NOT_FOUND', 404],
    ['COMPLIANCE_STATE_INVALID', 409],
    ['SANCTIONS_LIST_INVALID', 422],
    ['SANCTIONS_LIST_SHRANK', 409],
    ['SANCTIONS_LIST_UNAVAILABLE', 503],
    ['ORDER_ON_HOLD', 409],
    ['ID_CHECK_REQUIRED', 422],
    ['OWN_ROLE_CHANGE', 403],
    ['LAST_ADMIN', 409],
  ] as const)('answers %s with %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });

  it('asks a client to retry stale rates after a minute, and nothing else', () => {
    expect(retryAfterOf('RATES_STALE')).toBe(60);
    expect(retryAfterOf('RATES_CHANGED')).toBeUndefined();
  });
});
