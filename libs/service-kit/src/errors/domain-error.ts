import type { ErrorCode, ErrorDetail } from '@fx/contracts';

/**
 * An error the caller can act on, with a stable code. Services throw these; each app maps the
 * code to its transport (HTTP status, RPC reply) in one place.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** More the caller acts on, sent beside the message (e.g. RATES_CHANGED's fresh quote). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A service did not answer in time, or the broker could not take the request. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    readonly service: string,
    reason: string,
  ) {
    super(
      'SERVICE_UNAVAILABLE',
      `The ${service} service is not available right now (${reason}). Please try again shortly.`,
    );
    this.name = 'ServiceUnavailableError';
  }
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * True for failures of something the service depends on (database, cache, broker) rather than of
 * the request itself: these are retried or answered with 503, never blamed on the caller.
 */
export function isInfrastructureError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code)) return true;
    // PostgreSQL SQLSTATE classes 08 (connection), 53 (resources), 57P (shutdown).
    if (/^(08|53|57P)/.test(code)) return true;
  }
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}
