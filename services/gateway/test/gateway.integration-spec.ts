import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RATE_TABLE_CACHE_KEY } from '@fx/contracts';
import { currentCorrelationId, DomainError, EventPublisher } from '@fx/service-kit';
import { TcpProxy, eventually, memoryLogger, testUrls } from '@fx/service-kit/testing';
import { createGateway } from '../src/gateway';
import { table, useStandInGateway } from './support/stand-in-gateway';

describe('gateway over the real RabbitMQ and Redis: the rate table', () => {
  const { logger, lines } = memoryLogger('gateway');
  const standIn = useStandInGateway(logger);
  const { inject, ratesAnswering } = standIn;

  it('answers GET /api/v1/currencies with the table the rates service returns, correlation id carried through', async () => {
    let seenCorrelation: string | undefined;
    const server = await ratesAnswering(() => {
      seenCorrelation = currentCorrelationId();
      return table;
    });
    try {
      const response = await inject({
        url: '/api/v1/currencies',
        headers: { 'x-correlation-id': 'trace-42' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(table);
      expect(response.headers['x-correlation-id']).toBe('trace-42');
      expect(seenCorrelation).toBe('trace-42');
      // The busiest address logs each answer at debug only (its answers are counted instead).
      expect(
        lines().some(
          (line) =>
            line.msg === 'request' &&
            line.level === 'debug' &&
            line.correlationId === 'trace-42' &&
            line.status === 200,
        ),
      ).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('serves the table from memory with an ETag, and 304 to a client that has it', async () => {
    const server = await ratesAnswering(() => table);
    let first;
    try {
      first = await inject({ url: '/api/v1/currencies' });
    } finally {
      await server.close();
    }
    // The rates service is gone now: the copy in memory keeps the site up.
    const second = await inject({ url: '/api/v1/currencies' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(table);
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await inject({
      url: '/api/v1/currencies',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('sends the table compressed to a browser that accepts it, with an ETag of its own', async () => {
    await standIn.redis.set(
      RATE_TABLE_CACHE_KEY,
      JSON.stringify({ etag: '"v1"', body: JSON.stringify(table) }),
    );
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    // Compressed once per version, in the background: the first answers may go as they are.
    await eventually(
      async () =>
        (await inject({ url: '/api/v1/currencies', headers: browser })).headers[
          'content-encoding'
        ] === 'br',
    );
    const br = await inject({ url: '/api/v1/currencies', headers: browser });
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(table);
    expect(br.headers).toMatchObject({ etag: '"v1-br"', vary: 'Accept-Encoding' });
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(table).length);
    const notModified = await inject({
      url: '/api/v1/currencies',
      headers: { ...browser, 'if-none-match': '"v1-br"' },
    });
    expect(notModified.statusCode).toBe(304);

    const gzip = await inject({
      url: '/api/v1/currencies',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', etag: '"v1-gzip"' });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(table);

    const plain = await inject({ url: '/api/v1/currencies' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers).toMatchObject({ etag: '"v1"', vary: 'Accept-Encoding' });
    expect(plain.json()).toEqual(table);
  });

  it('loads the table once for all the requests that arrive while it loads', async () => {
    let asked = 0;
    const server = await ratesAnswering(() => {
      asked += 1;
      return table;
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => inject({ url: '/api/v1/currencies' })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(asked).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("counts the table's answers in a summary line instead of a line each; other answers keep theirs", async () => {
    const quiet = memoryLogger('gateway', 'info');
    const gateway = await createGateway(standIn.env, quiet.logger);
    await gateway.init();
    const fastify = gateway.getHttpAdapter().getInstance();
    await standIn.redis.set(
      RATE_TABLE_CACHE_KEY,
      JSON.stringify({ etag: '"v1"', body: JSON.stringify(table) }),
    );
    try {
      for (const headers of [{}, {}, { 'if-none-match': '"v1"' }]) {
        await fastify.inject({ url: '/api/v1/currencies', headers });
      }
      expect((await fastify.inject({ url: '/api/v1/nothing-here' })).statusCode).toBe(404);
    } finally {
      await gateway.close();
    }
    const requests = quiet.lines().filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.url, line.status])).toEqual([
      ['/api/v1/nothing-here', 404],
    ]);
    expect(quiet.lines().filter((line) => line.msg === 'requests summary')).toEqual([
      expect.objectContaining({
        level: 'info',
        method: 'GET',
        url: '/api/v1/currencies',
        answers: { '200': 2, '304': 1 },
      }),
    ]);
  });

  it('drops its copy when a currency changes and serves the table the rates service put in Redis', async () => {
    await standIn.redis.set(
      RATE_TABLE_CACHE_KEY,
      JSON.stringify({ etag: '"v1"', body: JSON.stringify(table) }),
    );
    expect((await inject({ url: '/api/v1/currencies' })).headers.etag).toBe('"v1"');
    const changed = {
      ...table,
      currencies: [{ ...table.currencies[0]!, rates: { collect: '1.2000', sell: '1.3000' } }],
    };
    await standIn.redis.set(
      RATE_TABLE_CACHE_KEY,
      JSON.stringify({ etag: '"v2"', body: JSON.stringify(changed) }),
    );
    await new EventPublisher(standIn.connection).publish('currency.changed', {
      code: 'EUR',
      change: 'updated',
      name: 'Euro',
      country: 'Eurozone',
      marketRate: '1.1685',
      sellMarginPct: '2.7',
      buyMarginPct: '11.25',
      active: true,
      changedAt: new Date().toISOString(),
    });
    await eventually(
      async () => (await inject({ url: '/api/v1/currencies' })).headers.etag === '"v2"',
    );
    expect((await inject({ url: '/api/v1/currencies' })).json()).toEqual(changed);
  });

  it('keeps serving the table from the rates service when Redis is unreachable', async () => {
    const proxy = await TcpProxy.start(testUrls.redis, 6379);
    const cutOff = await createGateway(
      { ...standIn.env, REDIS_URL: proxy.urlFor(testUrls.redis) },
      logger,
    );
    await cutOff.init();
    const server = await ratesAnswering(() => table);
    try {
      proxy.cut();
      const response = await cutOff
        .getHttpAdapter()
        .getInstance()
        .inject({ url: '/api/v1/currencies' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(table);
    } finally {
      await server.close();
      await cutOff.close();
      await proxy.close();
    }
  });

  it('answers a JSON 503 within 5 seconds when the rates service is not running', async () => {
    const started = Date.now();
    const response = await inject({ url: '/api/v1/currencies' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<{ message: string }>();
    expect(body).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(body.message).toContain('rates service is not available');
  });

  it('maps a domain error from a service to its HTTP status with the service message', async () => {
    const server = await ratesAnswering(() => {
      throw new DomainError(
        'DEPENDENCY_UNAVAILABLE',
        'The rates service cannot reach its storage right now.',
      );
    });
    try {
      const response = await inject({ url: '/api/v1/currencies' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'DEPENDENCY_UNAVAILABLE',
        message: 'The rates service cannot reach its storage right now.',
      });
    } finally {
      await server.close();
    }
  });
});
