import type { ErrorBody, ErrorCode, ErrorDetail } from '@fx/contracts';
import { errorCodeForStatus } from '@fx/contracts/web';
import { env } from '@/config/env';
import { ACCESS_GATE_HEADER, readAccessGrant } from '@/lib/access-gate';

/** Codes the API sends, plus the one the client adds when the API cannot be reached at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach our servers. Please check your internet connection and try again.";

const FALLBACK_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const UNAVAILABLE_MESSAGE =
  'Our service is temporarily unavailable. Please try again in a few minutes.';

/** Every failed API call rejects with one of these, whatever went wrong. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** The whole error body, for answers that carry more (a 409's fresh quote). */
  readonly body: unknown;

  constructor(init: {
    statusCode: number;
    code: ApiErrorCode;
    message: string;
    details?: ErrorDetail[] | undefined;
    body?: unknown;
  }) {
    super(init.message);
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.details = init.details;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function looksLikeErrorBody(value: unknown): value is Partial<ErrorBody> & { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    (value as { message: string }).message.trim() !== ''
  );
}

/** Builds the ApiError for a non-2xx response, from its `{ statusCode, code, message }` body. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!looksLikeErrorBody(body)) {
    const code = errorCodeForStatus(response.status);
    return new ApiError({
      statusCode: response.status,
      code,
      message: code === 'SERVICE_UNAVAILABLE' ? UNAVAILABLE_MESSAGE : FALLBACK_MESSAGE,
    });
  }
  return new ApiError({
    statusCode: typeof body.statusCode === 'number' ? body.statusCode : response.status,
    code: typeof body.code === 'string' ? body.code : errorCodeForStatus(response.status),
    message: body.message,
    details: Array.isArray(body.details) ? body.details : undefined,
    body,
  });
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** Gives the signed-in user's ID token, or null when nobody is signed in. */
export type AuthTokenGetter = () => Promise<string | null>;

let authTokenGetter: AuthTokenGetter | null = null;

/**
 * The auth feature registers where ID tokens come from; the client stays free of Firebase.
 * Returns a function that unregisters it (if it is still the registered one).
 */
export function setAuthTokenGetter(getter: AuthTokenGetter): () => void {
  authTokenGetter = getter;
  return () => {
    if (authTokenGetter === getter) authTokenGetter = null;
  };
}

const ADMIN_PATH = /^\/api\/v1\/admin(\/|\?|$)/;

export type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  /**
   * Send the signed-in user's ID token as `Authorization: Bearer`. Defaults to true for
   * /api/v1/admin/* and false elsewhere; with no signed-in user the call fails with a 401
   * ApiError without reaching the network.
   */
  auth?: boolean;
};

async function authorizationHeader(): Promise<string> {
  let token: string | null;
  try {
    token = authTokenGetter ? await authTokenGetter() : null;
  } catch {
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }
  if (!token) {
    throw new ApiError({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: SIGN_IN_REQUIRED_MESSAGE,
    });
  }
  return `Bearer ${token}`;
}

/** The headers of a staff call (token and staff-gate grant), for streams fetched by hand. */
export async function adminHeaders(): Promise<Headers> {
  const headers = new Headers({ Authorization: await authorizationHeader() });
  const grant = readAccessGrant();
  if (grant) headers.set(ACCESS_GATE_HEADER, grant.token);
  return headers;
}

/** fetch for the JSON API: resolves with the parsed body, rejects with an ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, headers, auth, ...init } = options;
  const isAdminCall = ADMIN_PATH.test(path);
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
  if (auth ?? isAdminCall) requestHeaders.set('Authorization', await authorizationHeader());
  if (isAdminCall) {
    const grant = readAccessGrant();
    if (grant) requestHeaders.set(ACCESS_GATE_HEADER, grant.token);
  }

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      ...init,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError({
      statusCode: response.status,
      code: 'INTERNAL',
      message: FALLBACK_MESSAGE,
    });
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** The default SWR fetcher: the SWR key is the API path. */
export const swrFetcher = <T>(path: string): Promise<T> => api.get<T>(path);
