import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { memoryLogger, uniqueNamespace } from '@fx/service-kit/testing';
import { startTestGateway } from './support/gateway-harness';

/** What the API's answers all carry (http/security.ts), errors included. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** A fetch answer's headers as a plain object (the DOM lib's Headers is not iterable here). */
function headersOf(headers: Headers): Record<string, string> {
  const plain: Record<string, string> = {};
  headers.forEach((value, name) => (plain[name] = value));
  return plain;
}

interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes a request as raw bytes, as a client the framework refuses would send it. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [status, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ statusCode: Number(status?.split(' ')[1]), headers, body });
    });
  });
}

/**
 * What the framework refuses before a route runs (an address part over 100 characters, a body too
 * large, not JSON or malformed, a method nobody serves, a request Node cannot parse) answers as
 * every other error: JSON { statusCode, code, message }, the security headers, nothing echoed.
 */
describe('framework errors in the product shape', () => {
  const { logger } = memoryLogger('gateway');
  let gateway: NestFastifyApplication;
  let port: number;
  const marker = 'zz<script>echo-me</script>';

  beforeAll(async () => {
    gateway = await startTestGateway(uniqueNamespace('fwerr'), logger, {
      BODY_LIMIT_BYTES: '2048',
    });
    await gateway.listen(0, '127.0.0.1');
    port = (gateway.getHttpServer().address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
  });

  const send = (
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<RawAnswer> =>
    fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body }).then(async (response) => ({
      statusCode: response.status,
      headers: headersOf(response.headers),
      body: await response.text(),
    }));

  function expectProductError(answer: RawAnswer, statusCode: number, code: string) {
    expect(answer.statusCode).toBe(statusCode);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers).toMatchObject(SECURITY_HEADERS);
    expect(answer.headers['x-correlation-id']).toMatch(/^[\w.:-]{1,100}$/);
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(body).toEqual({
      statusCode,
      error: expect.any(String) as string,
      code,
      message: expect.any(String) as string,
      correlationId: answer.headers['x-correlation-id'],
    });
    expect(answer.body).not.toContain('FST_');
    expect(answer.body).not.toContain('echo-me');
  }

  it('answers a path parameter over 100 characters with 414', async () => {
    const long = `${'A'.repeat(101)}${encodeURIComponent(marker)}`;
    const answer = await send('GET', `/api/v1/currencies/${long}`);
    expectProductError(answer, 414, 'VALIDATION_FAILED');
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'URI Too Long' });
  });

  it('answers an address it cannot decode with 400', async () => {
    const answer = await send('GET', `/api/v1/currencies/%E0%A4%A${encodeURIComponent(marker)}`);
    expectProductError(answer, 400, 'VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413', async () => {
    const answer = await send(
      'POST',
      '/api/v1/contact',
      { 'content-type': 'application/json' },
      JSON.stringify({ message: `${marker}${'x'.repeat(4096)}` }),
    );
    expectProductError(answer, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a body that is not JSON with 415, text/plain included', async () => {
    for (const type of ['text/plain', `application/${marker.replace(/[<>/]/g, '')}`, 'text/xml']) {
      const answer = await send('POST', '/api/v1/contact', { 'content-type': type }, marker);
      expectProductError(answer, 415, 'VALIDATION_FAILED');
    }
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await send(
      'POST',
      '/api/v1/contact',
      { 'content-type': 'application/json' },
      `{"message": "${marker}`,
    );
    expectProductError(answer, 400, 'VALIDATION_FAILED');
  });

  it('answers a method no route serves with 404', async () => {
    for (const method of ['PATCH', 'PROPFIND', 'DELETE']) {
      const answer = await send(method, `/api/v1/orders?${encodeURIComponent(marker)}`);
      expectProductError(answer, 404, 'NOT_FOUND');
    }
  });

  it('answers a method or request line Node cannot parse with 400', async () => {
    for (const request of [
      `FOO /api/v1/orders?${marker} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/v1/orders HTTP/1.1\r\nHost: x\r\nBad Header${marker}\r\n\r\n`,
    ]) {
      const answer = await rawRequest(port, request);
      expectProductError(answer, 400, 'VALIDATION_FAILED');
    }
  });
});
