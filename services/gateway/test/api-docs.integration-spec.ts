import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { memoryLogger, uniqueNamespace } from '@fx/service-kit/testing';
import { ROUTES } from '../src/gateway';
import { injectInto, startTestGateway } from './support/gateway-harness';

interface OpenApi {
  openapi: string;
  info: Record<string, unknown>;
  servers: { url: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
}

/** What a $ref points at in the document (the value itself when it is none). */
function resolve(document: OpenApi, value: unknown): unknown {
  const ref = (value as { $ref?: string } | null)?.$ref;
  if (!ref) return value;
  const [, kind, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
  const target = document.components[kind!]?.[name!];
  if (target === undefined) throw new Error(`${ref} points at nothing`);
  return resolve(document, target);
}

/** Every $ref in a JSON value. */
const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
        )
      : [];

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
      operationId: 'ordersPlace',
      tags: ['orders'],
      security: [],
      parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
      responses: {
        '201': {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/PlacedOrder' } } },
        },
        '200': {
          description: expect.stringContaining('Idempotency-Key') as string,
          headers: { 'Idempotent-Replayed': {} },
        },
        '409': { description: expect.stringContaining('Rates moved') as string },
        '429': { headers: { 'Retry-After': {}, 'X-RateLimit-Limit': {} } },
        '503': {},
      },
    });
    const placed = resolve(document, place.requestBody) as {
      content: { 'application/json': { schema: unknown } };
    };
    expect(resolve(document, placed.content['application/json'].schema)).toMatchObject({
      type: 'object',
      required: expect.arrayContaining([
        'way',
        'branchId',
        'customer',
        'lines',
        'termsAccepted',
      ]) as string[],
      properties: { lines: { maxItems: 4 }, payment: { default: 'in_store' } },
    });
    // The card payment provider's webhook: no sign-in (its signature is the proof), 400 for a bad
    // signature, 503 while payments cannot store the event (the provider sends it again).
    expect(document.paths['/api/v1/payments/webhook']!.post).toMatchObject({
      security: [],
      responses: { '200': {}, '400': {}, '503': {} },
    });
    const cancel = document.paths['/api/v1/me/orders/{id}/cancel']!.post!;
    expect(cancel).toMatchObject({
      security: [{ firebase: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { format: 'uuid' } }],
    });
    // The staff's branch routes: a stock level for a currency at a branch, Collections by days.
    const stock = document.paths['/api/v1/admin/branches/{id}/stock/{currency}']!.put!;
    expect(stock).toMatchObject({
      tags: ['admin'],
      security: [{ staff: [], accessGate: [] }, { staff: [] }],
      parameters: [
        { name: 'id', in: 'path' },
        { name: 'currency', in: 'path', schema: { pattern: '^[A-Za-z]{3}$' } },
      ],
      responses: { '200': {}, '401': {}, '403': {}, '414': {}, '415': {}, '422': {} },
    });
    const body = resolve(
      document,
      (stock.requestBody as { content: Record<string, { schema: unknown }> }).content[
        'application/json'
      ]!.schema,
    );
    expect(body).toMatchObject({
      required: expect.arrayContaining(['status', 'leadDays']) as string[],
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

  it("documents the officer's routes: officer-only 403, the CSV upload and download, the data download", async () => {
    const document = (await injectInto(gateway, 'GET', '/api/docs/openapi.json')).json<OpenApi>();
    type Answer = { description: string; headers?: Record<string, unknown>; content?: object };
    const answers = (operation: Record<string, unknown>) =>
      operation.responses as Record<string, Answer>;
    const dashboard = document.paths['/api/v1/admin/compliance']!.get!;
    expect(answers(dashboard)['403']!.description).toContain('not the compliance officer');
    const exported = document.paths['/api/v1/admin/compliance/export.csv']!.get!;
    expect(Object.keys(answers(exported)['200']!.content!)).toEqual(['text/csv']);
    expect(answers(exported)['200']!.headers).toHaveProperty('Content-Disposition');
    expect((exported.parameters as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to']),
    );
    const upload = document.paths['/api/v1/admin/compliance/sanctions-list/import']!.post!;
    expect(Object.keys((upload.requestBody as { content: object }).content).sort()).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(answers(upload)['422']!.description).toContain('SANCTIONS_LIST_INVALID');
    const data = document.paths['/api/v1/me/data']!.get!;
    expect(answers(data)['200']!.headers).toHaveProperty('Content-Disposition');
    const complete = document.paths['/api/v1/admin/orders/{id}/complete']!.post!;
    expect(answers(complete)['422']!.description).toContain('ID_CHECK_REQUIRED');
    expect(answers(complete)['409']!.description).toContain('ORDER_ON_HOLD');
    const role = document.paths['/api/v1/admin/users/{id}/roles/{role}']!;
    expect(Object.keys(role).sort()).toEqual(['delete', 'put']);
    expect(answers(role.put!)['403']!.description).toContain('OWN_ROLE_CHANGE');
  });

  it("documents changing an alert's channel: the body's three channels, 400, 404 and 409", async () => {
    const document = (await injectInto(gateway, 'GET', '/api/docs/openapi.json')).json<OpenApi>();
    const operation = document.paths['/api/v1/me/alerts/{id}/channel']!.put!;
    expect(operation).toMatchObject({
      security: [{ firebase: [] }],
      parameters: [{ name: 'id', in: 'path', schema: { format: 'uuid' } }],
      responses: { '200': {}, '400': {}, '404': {}, '409': {} },
    });
    const body = (operation.requestBody as { content: Record<string, { schema: unknown }> })
      .content['application/json']!.schema;
    expect(resolve(document, body)).toMatchObject({
      required: ['channel'],
      properties: { channel: { enum: ['email', 'push', 'both'] } },
      additionalProperties: false,
    });
  });

  it('names and tags every operation, says its server, licence and contact, and shares its schemas by $ref', async () => {
    const document = (await injectInto(gateway, 'GET', '/api/docs/openapi.json')).json<OpenApi>();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) expect(operation.tags).toEqual([expect.any(String)]);
    expect(document.servers).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^https?:\/\//) as string }),
    ]);
    expect(document.info).toMatchObject({
      license: { name: expect.any(String) as string },
      contact: {},
    });
    // Shared schemas are components, each reached from the paths, every reference resolving.
    const refs = refsIn(document);
    expect(refs.filter((ref) => ref === '#/components/schemas/ErrorBody').length).toBeGreaterThan(
      40,
    );
    for (const ref of new Set(refs)) expect(() => resolve(document, { $ref: ref })).not.toThrow();
    const schemas = Object.keys(document.components.schemas!);
    for (const name of schemas) expect(refs).toContain(`#/components/schemas/${name}`);
  });

  it('lists every operation on a page that needs no script', async () => {
    const response = await injectInto(gateway, 'GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script');
    for (const route of served()) expect(response.body).toContain(`<code>${route.url}</code>`);
  });
});
