import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { memoryLogger, uniqueNamespace } from '@fx/service-kit/testing';
import { ROUTES } from '../src/gateway';
import { injectInto, startTestGateway } from './support/gateway-harness';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

/** The operations of a document as fastify names their routes: GET /api/v1/orders/:orderNumber. */
const operationsOf = (document: OpenApi) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );

/** /api/docs: the OpenAPI document and its page describe exactly the routes the gateway serves. */
describe('API documentation', () => {
  const { logger } = memoryLogger('gateway');
  let gateway: NestFastifyApplication;

  beforeAll(async () => {
    gateway = await startTestGateway(uniqueNamespace('docs'), logger);
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
  });

  /** The API routes fastify registered: the gateway's own route table. */
  const served = () =>
    ROUTES.get(gateway)!.filter(
      (route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD',
    );

  it('describes every API route the gateway serves, and nothing it does not', async () => {
    const document = (await injectInto(gateway, 'GET', '/api/docs/openapi.json')).json<OpenApi>();
    const routes = served().map((route) => `${route.method} ${route.url}`);
    expect(operationsOf(document).sort()).toEqual(routes.sort());
  });

  it('serves an OpenAPI 3.1 document with the request and answer schemas of the contracts', async () => {
    const response = await injectInto(gateway, 'GET', '/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(
      new Set(served().map((route) => route.url)).size,
    );

    const place = document.paths['/api/v1/orders']!.post!;
    expect(place).toMatchObject({
      security: [],
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: expect.arrayContaining([
                'way',
                'branchId',
                'customer',
                'lines',
                'collectionDate',
              ]) as string[],
            },
          },
        },
      },
      responses: {
        '201': { content: { 'application/json': { schema: { type: 'object' } } } },
        '409': { description: expect.stringContaining('Rates moved') as string },
      },
    });
    const cancel = document.paths['/api/v1/me/orders/{id}/cancel']!.post!;
    expect(cancel).toMatchObject({
      security: [{ firebase: [] }],
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    // The staff's branch routes: a stock level for a currency at a branch, Collections by days.
    const stock = document.paths['/api/v1/admin/branches/{id}/stock/{currency}']!.put!;
    expect(stock).toMatchObject({
      tags: ['admin'],
      security: [{ firebase: [] }],
      parameters: [
        { name: 'id', in: 'path' },
        { name: 'currency', in: 'path' },
      ],
      requestBody: {
        content: {
          'application/json': {
            schema: { required: expect.arrayContaining(['status', 'leadDays']) as string[] },
          },
        },
      },
      responses: { '200': {}, '403': {}, '422': {} },
    });
    const collections = document.paths['/api/v1/admin/collections']!.get!;
    expect(collections.parameters).toEqual([
      expect.objectContaining({ name: 'days', in: 'query' }),
    ]);
    expect(document.paths['/api/v1/admin/branches/{id}/schedule']!.put).toMatchObject({
      requestBody: {},
    });
    const list = document.paths['/api/v1/admin/orders']!.get!;
    expect((list.parameters as { name: string }[]).map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['status', 'q', 'page', 'pageSize']),
    );
  });

  it('lists every operation on a page that needs no script', async () => {
    const response = await injectInto(gateway, 'GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script');
    for (const route of served()) expect(response.body).toContain(`<code>${route.url}</code>`);
  });
});
