import type { ErrorCode } from '@fx/contracts';
import { isCompliancePath } from '../auth/auth.guard';
import { MAX_PARAM_LENGTH } from '../http/framework-errors';
import { statusOf } from '../http/error-status';
import type { ApiOperation } from './api-operations';

/** One error an operation may answer: its status, its code and when. */
export interface ApiError {
  status: number;
  code: ErrorCode;
  when: string;
}

/** Methods whose body fastify reads when one is sent, whether or not the route wants one. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route's path parameters, by name: /orders/:orderNumber -> orderNumber. */
export const pathParamsOf = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => name!);

/**
 * Every error an operation may answer, derived from what the route is: its path parameters and
 * body (the framework's 400, 413, 414 and 415), its validation (400, or 422 for a form), who may
 * call it (401, 403), its rate limit (429), the service it is answered through (503), and the
 * domain codes it declares (`raises`), each at its code's status.
 */
export function errorsOf(operation: ApiOperation): ApiError[] {
  const errors: ApiError[] = [];
  const add = (status: number, code: ErrorCode, when: string) =>
    errors.push({ status, code, when });
  if (pathParamsOf(operation.path).length > 0) {
    add(400, 'VALIDATION_FAILED', 'an address parameter that cannot be decoded or is not valid');
    add(414, 'VALIDATION_FAILED', `an address parameter over ${MAX_PARAM_LENGTH} characters`);
  }
  if (BODY_METHODS.has(operation.method)) {
    add(400, 'VALIDATION_FAILED', 'a body that is not valid JSON');
    add(413, 'PAYLOAD_TOO_LARGE', 'a body over the size limit');
    add(415, 'VALIDATION_FAILED', 'a body that is not application/json');
  }
  if (operation.body || operation.query) {
    const what = operation.body ? 'body' : 'query';
    if (operation.form) add(422, 'UNPROCESSABLE', `a ${what} field at fault, named in details`);
    else add(400, 'VALIDATION_FAILED', `a ${what} field at fault, named in details`);
  }
  if (operation.access !== 'anyone')
    add(401, 'UNAUTHENTICATED', 'no valid Firebase ID token (Authorization: Bearer)');
  if (operation.access === 'admin')
    add(
      403,
      'FORBIDDEN',
      isCompliancePath(operation.path)
        ? 'a caller who is not the compliance officer (an admin without the role included), or, with the staff gate on, no valid x-access-gate token'
        : 'a caller who is not an admin, or, with the staff gate on, no valid x-access-gate token',
    );
  if (operation.rateLimit)
    add(
      429,
      'RATE_LIMITED',
      `over ${operation.rateLimit.max} requests in the window from one address`,
    );
  for (const [code, when] of Object.entries(operation.raises ?? {}) as [ErrorCode, string][])
    add(statusOf(code), code, when);
  if (operation.viaService && !operation.answers?.[503]) {
    add(503, 'SERVICE_UNAVAILABLE', 'a service behind the gateway did not answer in time');
    add(503, 'DEPENDENCY_UNAVAILABLE', 'a service behind the gateway cannot reach its storage');
  }
  return errors;
}
