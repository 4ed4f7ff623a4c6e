import { vi } from 'vitest';

/** A JSON Response as the API would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The gateway's body for a 503 when the rates service is down. */
export function serviceUnavailable(
  message = 'The rates service is not available right now. Please try again shortly.',
): Response {
  return jsonResponse(
    { statusCode: 503, error: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE', message },
    503,
  );
}

/**
 * Replaces global fetch (the network edge) with a fake that answers each call with the next
 * response in the list, repeating the last one.
 */
export function stubFetch(...responses: Array<() => Response | Promise<Response>>) {
  let call = 0;
  const fake = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    if (!next) throw new Error('stubFetch was given no responses');
    return next();
  });
  vi.stubGlobal('fetch', fake);
  return fake;
}

type Handler = (request: {
  url: string;
  init: RequestInit | undefined;
  body: unknown;
}) => Response | Promise<Response>;

/**
 * Replaces global fetch with a fake that answers by "METHOD /path" (query string ignored), e.g.
 * `{ 'GET /api/v1/config': () => jsonResponse(config) }`. Unknown calls fail the test loudly.
 */
export function routeFetch(routes: Record<string, Handler>) {
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`routeFetch: no answer for ${method} ${path}`);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fake);
  return fake;
}

/** An error body as the gateway sends it. */
export function errorResponse(statusCode: number, code: string, message: string): Response {
  return jsonResponse({ statusCode, error: 'Error', code, message }, statusCode);
}
