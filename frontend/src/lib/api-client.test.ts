import { describe, expect, it } from 'vitest';
import { ACCESS_GATE_STORAGE_KEY } from '@/lib/access-gate';
import { ApiError, NETWORK_ERROR_MESSAGE, api, setAuthTokenGetter } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/fetch';

describe('api client', () => {
  it('resolves with the JSON body of a successful response', async () => {
    const fetch = stubFetch(() => jsonResponse({ hello: 'world' }));

    await expect(api.get('/api/v1/thing')).resolves.toEqual({ hello: 'world' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/thing');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('turns an error body into an ApiError with its status, code, message and details', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'The order is not valid',
          details: [{ field: 'lines.0.amount', message: 'must be greater than 0' }],
        },
        400,
      ),
    );

    const error: unknown = await api.post('/api/v1/orders', { lines: [] }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The order is not valid',
      details: [{ field: 'lines.0.amount', message: 'must be greater than 0' }],
    });
  });

  it('keeps the message of a 503 so the page can say the rates service is down', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'SERVICE_UNAVAILABLE',
          message: 'The rates service is not available right now.',
        },
        503,
      ),
    );

    await expect(api.get('/api/v1/currencies')).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The rates service is not available right now.',
    });
  });

  it('gives a friendly error when the error body is not JSON', async () => {
    stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => new Response('', { status: 500 }),
    );

    await expect(api.get('/api/v1/currencies')).rejects.toMatchObject({
      statusCode: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/temporarily unavailable/i) as unknown,
    });
    await expect(api.get('/api/v1/currencies')).rejects.toMatchObject({
      statusCode: 500,
      code: 'INTERNAL',
      message: expect.stringMatching(/something went wrong/i) as unknown,
    });
  });

  it('turns a network failure into a friendly ApiError', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(api.get('/api/v1/currencies')).rejects.toMatchObject({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  describe('auth headers', () => {
    function headersOf(fetch: ReturnType<typeof stubFetch>) {
      const [, init] = fetch.mock.calls[0] ?? [];
      return new Headers(init?.headers);
    }

    function storeGate(expiresAt: string) {
      window.sessionStorage.setItem(
        ACCESS_GATE_STORAGE_KEY,
        JSON.stringify({ token: 'gate-token', expiresAt }),
      );
    }

    it('sends the ID token on a call that asks for it, and not on public calls', async () => {
      const unregister = setAuthTokenGetter(async () => 'id-token');
      const fetch = stubFetch(() => jsonResponse({}));

      await api.get('/api/v1/me', { auth: true });
      await api.get('/api/v1/currencies');

      expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
        'Bearer id-token',
      );
      expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).has('Authorization')).toBe(false);
      unregister();
    });

    it('fails a signed-in call with a 401 before the network when nobody is signed in', async () => {
      const unregister = setAuthTokenGetter(async () => null);
      const fetch = stubFetch(() => jsonResponse({}));

      await expect(api.post('/api/v1/me', {}, { auth: true })).rejects.toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
      });
      expect(fetch).not.toHaveBeenCalled();
      unregister();
    });

    it('sends the ID token and a valid gate token on /api/v1/admin calls', async () => {
      const unregister = setAuthTokenGetter(async () => 'id-token');
      storeGate('2099-01-01T00:00:00.000Z');
      const fetch = stubFetch(() => jsonResponse({ users: [] }));

      await api.get('/api/v1/admin/users');

      const headers = headersOf(fetch);
      expect(headers.get('Authorization')).toBe('Bearer id-token');
      expect(headers.get('x-access-gate')).toBe('gate-token');
      unregister();
    });

    it('leaves out an expired gate token, and never sends one outside /admin', async () => {
      const unregister = setAuthTokenGetter(async () => 'id-token');
      const fetch = stubFetch(() => jsonResponse({}));

      storeGate('2099-01-01T00:00:00.000Z');
      await api.get('/api/v1/me', { auth: true });
      storeGate('2020-01-01T00:00:00.000Z');
      await api.get('/api/v1/admin/users');

      expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('x-access-gate')).toBe(false);
      expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).has('x-access-gate')).toBe(false);
      expect(window.sessionStorage.getItem(ACCESS_GATE_STORAGE_KEY)).toBeNull();
      unregister();
    });
  });
});
