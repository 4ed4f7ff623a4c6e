import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OrderList, OrderView } from '@fx/contracts';
import {
  AuthEmulator,
  memoryLogger,
  randomSuffix,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../src/access-gate/gate-password';
import { ApiDocumentChecker } from './support/api-document';
import type { Answer, OpenApiDocument } from './support/api-document';
import { injectInto, startTestGateway } from './support/gateway-harness';
import { startGatewayStack } from './support/gateway-stack';
import type { GatewayStack } from './support/gateway-stack';
import { BRANCH_ID, GRACE, eurOrder } from './support/order-body';

type Json = Record<string, unknown>;

/** A path parameter that passes the route's own checks (a UUID, a currency code, an order number). */
const PARAMS: Record<string, () => string> = {
  id: () => randomUUID(),
  code: () => 'EUR',
  currency: () => 'EUR',
  orderNumber: () => '12345678',
};

/** A request each public route accepts, to reach the service behind it. */
const FUTURE_DAY = '2099-01-05';
const VALID: Record<string, { body?: unknown; query?: string }> = {
  quotesQuote: {
    body: { lines: [{ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp' }] },
  },
  ordersPlace: {
    body: {
      way: 'collect',
      branchId: BRANCH_ID,
      customer: { ...GRACE, confirmEmail: GRACE.email },
      lines: [{ currency: 'EUR', amount: '100', side: 'gbp', shownRate: '1.1334' }],
      collectionDate: FUTURE_DAY,
      termsAccepted: true,
    },
  },
  ordersTrack: { query: 'email=ada%40example.com' },
  contactSend: { body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } },
  alertsRequest: { body: { code: 'EUR', targetRate: '1.5', email: 'ada@example.com' } },
  alertsConfirm: { body: { token: 'a'.repeat(32) } },
  alertsDescribe: { query: `token=${'a'.repeat(32)}` },
  alertsUnsubscribe: { body: { token: 'a'.repeat(32) } },
  accessGateOpen: { body: { username: 'staff', password: 'wrong' } },
  currenciesHistory: { query: 'days=30' },
};

/**
 * Every documented error of every route, driven, and each answer (status, headers, body) checked
 * against the document the gateway serves, with Ajv's JSON Schema 2020-12 build: the document
 * cannot say less than the code does (an answer it does not declare fails), nor more (a declared
 * error no case drives fails, and so does a declared header no answer carries). Each bound a
 * request schema declares (maxLength, pattern, format, maxItems, minimum, maximum) is sent past
 * and must be refused naming the field. The real services run behind one gateway (its staff gate
 * on); a second gateway has no service behind it, for the 503s.
 */
describe('every documented error, driven and checked against the API document', () => {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const run = randomSuffix();
  const admin = `boss-${run}@highstreetfx.test`;
  const gate = { username: 'staff', password: `gate-${run}` };
  let stack: GatewayStack;
  let bare: NestFastifyApplication;
  let checker: ApiDocumentChecker;
  const tokens = {} as { customer: string; unverified: string; noRecord: string; admin: string };
  let gateToken: string;
  let peer = 0;

  beforeAll(async () => {
    stack = await startGatewayStack({
      label: 'apierr',
      logger,
      services: {
        identity: { BOOTSTRAP_ADMIN_EMAILS: admin },
        rates: {},
        orders: {},
        notifications: { SMTP_URL: 'smtp://127.0.0.1:9' },
      },
      gateway: {
        ACCESS_GATE_USERNAME: gate.username,
        ACCESS_GATE_PASSWORD_HASH: hashGatePasswordSync(gate.password),
        ACCESS_GATE_SECRET: `secret-${run}-0123456789abcdefghijklmnop`,
      },
    });
    bare = await startTestGateway(uniqueNamespace('apierr-bare'), logger, {
      RPC_TIMEOUT_MS: '300',
    });
    checker = new ApiDocumentChecker(
      (await injectInto(stack.gateway, 'GET', '/api/docs/openapi.json')).json<OpenApiDocument>(),
    );
    const signUp = async (label: string, record: boolean) => {
      const account = await emulator.signUp(`${label}-${randomSuffix()}@example.com`);
      if (record) await send(stack.gateway, 'POST', '/api/v1/me', { token: account.idToken });
      return account.idToken;
    };
    tokens.unverified = await signUp('unverified', true);
    tokens.noRecord = await signUp('norecord', false);
    tokens.customer = (await emulator.signInWithGoogle(`ada-${run}@example.com`)).idToken;
    await send(stack.gateway, 'POST', '/api/v1/me', { token: tokens.customer });
    tokens.admin = (await emulator.signInWithGoogle(admin)).idToken;
    await send(stack.gateway, 'POST', '/api/v1/me', { token: tokens.admin });
    gateToken = (await send(stack.gateway, 'POST', '/api/v1/access-gate', { body: gate })).json<{
      token: string;
    }>().token;
  }, 120_000);

  afterAll(async () => {
    await bare?.close();
    await stack?.close();
  });

  /** Each request from an address of its own, so one case's rate limit never answers another's. */
  const nextPeer = () => {
    peer += 1;
    return `10.${(peer >> 16) & 255}.${(peer >> 8) & 255}.${peer & 255}`;
  };

  interface SendOptions {
    token?: string;
    gate?: boolean;
    body?: unknown;
    raw?: { payload: string; type: string };
    headers?: Record<string, string>;
    peer?: string;
  }

  function send(
    gateway: NestFastifyApplication,
    method: string,
    url: string,
    options: SendOptions = {},
  ) {
    return gateway
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: method as 'GET',
        url,
        remoteAddress: options.peer ?? nextPeer(),
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.gate ? { 'x-access-gate': gateToken } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.raw ? { 'content-type': options.raw.type } : {}),
          ...options.headers,
        },
        payload:
          options.raw?.payload ??
          (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      });
  }

  /** The operation's address with the given (or usual) path parameters and query. */
  function urlOf(operationId: string, params: Record<string, string> = {}, query?: string) {
    const { path } = checker.operation(operationId);
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? PARAMS[name]!());
    return query ? `${filled}?${query}` : filled;
  }

  /** Sends a request for an operation and checks the answer against the document. */
  async function drive(
    operationId: string,
    why: string,
    options: SendOptions & {
      params?: Record<string, string>;
      query?: string;
      gateway?: NestFastifyApplication;
      expect?: number;
    } = {},
  ): Promise<Answer> {
    const { method } = checker.operation(operationId);
    const answer = await send(
      options.gateway ?? stack.gateway,
      method,
      urlOf(operationId, options.params, options.query),
      options,
    );
    checker.check(operationId, answer, why);
    if (options.expect !== undefined && answer.statusCode !== options.expect)
      checker.problems.push(
        `${operationId} (${why}): expected ${options.expect}, got ${answer.statusCode} ${answer.body.slice(0, 200)}`,
      );
    return answer;
  }

  /** Who may call it, as the document says: the credentials to get past the guard. */
  const credentials = (operation: Json): SendOptions => {
    const security = operation.security as Json[];
    if (security.length === 0) return {};
    return 'staff' in security[0]!
      ? { token: tokens.admin, gate: true }
      : { token: tokens.customer };
  };

  it('drives the errors every route has by what it is: address, body, validation, access, limits, outage', async () => {
    for (const { operationId, method, path, operation } of checker.operations) {
      const responses = operation.responses as Record<string, Json>;
      const who = credentials(operation);
      const valid = VALID[operationId] ?? {};
      const bodyMethod = ['POST', 'PUT', 'DELETE'].includes(method);
      const firstParam = /\{(\w+)\}/.exec(path)?.[1];
      if (responses['414'] && firstParam)
        await drive(operationId, 'a parameter over 100 characters', {
          ...who,
          params: { [firstParam]: 'A'.repeat(101) },
          expect: 414,
        });
      if (responses['400'] && firstParam)
        await drive(operationId, 'a parameter that cannot be decoded', {
          ...who,
          params: { [firstParam]: '%E0%A4%A' },
          expect: 400,
        });
      if (bodyMethod) {
        await drive(operationId, 'malformed JSON', {
          ...who,
          raw: { payload: '{"a":', type: 'application/json' },
          expect: 400,
        });
        await drive(operationId, 'a body over the limit', {
          ...who,
          raw: { payload: JSON.stringify({ a: 'x'.repeat(70_000) }), type: 'application/json' },
          expect: 413,
        });
        await drive(operationId, 'a body that is not JSON', {
          ...who,
          raw: { payload: 'hello', type: 'text/plain' },
          expect: 415,
        });
      }
      // A form answers 422 naming the field (UNPROCESSABLE); anything else 400.
      const validation = /UNPROCESSABLE/.test(JSON.stringify(responses['422'] ?? '')) ? 422 : 400;
      if (operation.requestBody)
        await drive(operationId, 'a body that is not an object', {
          ...who,
          body: [],
          expect: validation,
        });
      const queryParams = ((operation.parameters ?? []) as Json[])
        .map((parameter) => checker.resolve(parameter))
        .filter((parameter) => parameter.in === 'query');
      if (queryParams.length > 0)
        await drive(operationId, 'a query field at fault', {
          ...who,
          query: queryParams
            .map((parameter) => `${String(parameter.name)}=${'~'.repeat(300)}`)
            .join('&'),
          expect: validation,
        });
      if (responses['401'] && who.token) await drive(operationId, 'no token', { expect: 401 });
      if (responses['403'] && who.gate)
        await drive(operationId, 'a customer on a staff route', {
          token: tokens.customer,
          expect: 403,
        });
      if (responses['403'] && who.gate)
        await drive(operationId, 'staff without the gate token', {
          token: tokens.admin,
          expect: 403,
        });
      if (responses['429']) {
        const limit = Number(/over (\d+) requests/.exec(String(responses['429'].description))?.[1]);
        const from = nextPeer();
        for (let sent = 0; sent < limit; sent += 1)
          await send(stack.gateway, method, urlOf(operationId), {
            peer: from,
            body: bodyMethod ? [] : undefined,
          });
        await drive(operationId, 'one request over the limit', {
          peer: from,
          body: bodyMethod ? [] : undefined,
          expect: 429,
        });
      }
      if (responses['503'])
        await drive(operationId, 'no service behind the gateway', {
          gateway: bare,
          ...(who.token ? { token: who.token } : {}),
          body: valid.body,
          query: valid.query,
          expect: 503,
        });
    }
  }, 300_000);

  it("drives each route's own refusals: missing things, repeats, conflicts, wrong credentials", async () => {
    const staff = { token: tokens.admin, gate: true };
    // Orders: placed, replayed with its Idempotency-Key, refused at a rate moved, tracked.
    const order = await eurOrder(
      stack.gateway,
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada-${run}@example.com`,
        phone: '07700 900123',
      },
      '100',
    );
    const key = { 'idempotency-key': `key-${randomSuffix()}` };
    const placed = await drive('ordersPlace', 'placed', { body: order, headers: key, expect: 201 });
    await drive('ordersPlace', 'the same Idempotency-Key again', {
      body: order,
      headers: key,
      expect: 200,
    });
    await drive('ordersPlace', 'a malformed Idempotency-Key', {
      body: order,
      headers: { 'idempotency-key': 'short' },
      expect: 400,
    });
    const moved = structuredClone(order);
    moved.lines[0]!.shownRate = '9.9999';
    await drive('ordersPlace', 'a rate moved since it was shown', { body: moved, expect: 409 });
    const { orderNumber } = JSON.parse(placed.body) as OrderView;
    const listed = await drive('adminOrdersList', 'the pending list', {
      ...staff,
      query: `status=pending&q=${orderNumber}`,
      expect: 200,
    });
    const { id } = (JSON.parse(listed.body) as OrderList).orders[0]!;
    await drive('ordersTrack', 'tracked', {
      params: { orderNumber },
      query: `email=${encodeURIComponent(order.customer.email)}`,
      expect: 200,
    });
    await drive('ordersTrack', 'no such order', {
      params: { orderNumber: '00000001' },
      query: 'email=ada%40example.com',
      expect: 404,
    });
    // The customer cancels it... not once staff accepted it.
    await drive('adminOrdersAccept', 'accepted', { ...staff, params: { id }, expect: 200 });
    await drive('adminOrdersAccept', 'accepted twice', { ...staff, params: { id }, expect: 409 });
    await drive('meOrdersCancel', 'an accepted order', {
      token: tokens.customer,
      params: { id },
      expect: 409,
    });
    await drive('meOrdersCancel', 'no such order', { token: tokens.customer, expect: 404 });
    await drive('adminOrdersComplete', 'completed', { ...staff, params: { id }, expect: 200 });
    await drive('adminOrdersComplete', 'completed twice', {
      ...staff,
      params: { id },
      expect: 409,
    });
    await drive('adminOrdersDelete', 'removed', { ...staff, params: { id }, expect: 200 });
    await drive('adminOrdersDelete', 'removed twice', { ...staff, params: { id }, expect: 409 });
    for (const operationId of [
      'adminOrdersDetails',
      'adminOrdersAccept',
      'adminOrdersComplete',
      'adminOrdersDelete',
    ])
      await drive(operationId, 'no such order', { ...staff, expect: 404 });
    // Currencies.
    const table = await drive('currenciesTable', 'the table', { expect: 200 });
    await drive('currenciesTable', 'the version the client has', {
      headers: { 'if-none-match': String(table.headers.etag) },
      expect: 304,
    });
    await drive('currenciesOne', 'a currency not offered', {
      params: { code: 'QQQ' },
      expect: 404,
    });
    // History is of what was offered: a code never offered has none (200, no points).
    await drive('currenciesHistory', 'a currency not offered', {
      params: { code: 'QQQ' },
      query: 'days=30',
      expect: 200,
    });
    await drive('adminCurrenciesCheck', "'Wrong currency tried'", {
      ...staff,
      body: { code: 'QQQ' },
      expect: 422,
    });
    const currency = {
      code: 'EUR',
      name: 'Euro',
      country: 'Eurozone',
      sellMarginPct: '2',
      buyMarginPct: '-2',
    };
    await drive('adminCurrenciesAdd', 'a currency already listed', {
      ...staff,
      body: currency,
      expect: 409,
    });
    await drive('adminCurrenciesAdd', 'not a currency', {
      ...staff,
      body: { ...currency, code: 'QQQ' },
      expect: 422,
    });
    await drive('adminCurrenciesUpdate', 'a currency not listed', {
      ...staff,
      params: { code: 'QQQ' },
      body: { name: 'Q' },
      expect: 404,
    });
    // Users, the staff gate, the account.
    await drive('adminUsersPromote', 'no such user', { ...staff, expect: 404 });
    await drive('accessGateOpen', 'a wrong password', {
      body: { ...gate, password: 'wrong' },
      expect: 401,
    });
    await drive('accessGateOpen', 'the gate not in use', {
      gateway: bare,
      body: gate,
      expect: 404,
    });
    await drive('meMe', 'no account record yet', { token: tokens.noRecord, expect: 404 });
    // An address whose account left it, taken by a new account that has not proved it.
    const taken = `taken-${run}@example.com`;
    const first = await emulator.signUp(taken);
    await drive('meUpsert', 'a first account', { token: first.idToken, body: {}, expect: 200 });
    await emulator.delete(first.uid);
    const second = await emulator.signUp(taken);
    await drive('meUpsert', 'the e-mail of another account', {
      token: second.idToken,
      body: {},
      expect: 409,
    });
    for (const operationId of [
      'meAlertsList',
      'meAlertsCreate',
      'meAlertsDelete',
      'meOrdersList',
      'meOrdersCancel',
    ])
      await drive(operationId, 'an unverified e-mail', {
        token: tokens.unverified,
        body: operationId === 'meAlertsCreate' ? { code: 'EUR', targetRate: '1.5' } : undefined,
        expect: 403,
      });
    // Alerts: the most an address may have, links that lead nowhere.
    for (let made = 0; made < 10; made += 1)
      await send(stack.gateway, 'POST', '/api/v1/me/alerts', {
        token: tokens.customer,
        body: { code: 'EUR', targetRate: `${2 + made}` },
      });
    await drive('meAlertsCreate', 'one alert too many', {
      token: tokens.customer,
      body: { code: 'EUR', targetRate: '20' },
      expect: 409,
    });
    await drive('meAlertsDelete', 'no such alert', { token: tokens.customer, expect: 404 });
    const email = `alerts-${run}@example.com`;
    for (let made = 0; made < 10; made += 1)
      await send(stack.gateway, 'POST', '/api/v1/alerts', {
        body: { code: 'EUR', targetRate: `${2 + made}`, email },
      });
    await drive('alertsRequest', 'one alert too many for the address', {
      body: { code: 'EUR', targetRate: '20', email },
      expect: 409,
    });
    await drive('alertsConfirm', 'a link that leads nowhere', {
      body: { token: 'b'.repeat(32) },
      expect: 404,
    });
    await drive('alertsDescribe', 'a link that leads nowhere', {
      query: `token=${'b'.repeat(32)}`,
      expect: 404,
    });
    await drive('alertsUnsubscribe', 'a link that leads nowhere', {
      body: { token: 'b'.repeat(32) },
      expect: 404,
    });
    // The platform without its services: degraded.
    await drive('healthReport', 'no service behind the gateway', { gateway: bare, expect: 503 });
  }, 120_000);

  it('refuses every value past a bound the document declares for a request, naming the field', async () => {
    const missed: string[] = [];
    for (const { operationId, operation } of checker.operations) {
      const body = (
        operation.requestBody as { content?: Record<string, { schema: unknown }> } | undefined
      )?.content?.['application/json']?.schema;
      if (!body) continue;
      for (const [field, value] of pastBounds(checker, checker.resolve(body), [])) {
        const answer = await drive(operationId, `${field.join('.')} past its bound`, {
          ...credentials(operation),
          body: nest(field, value),
        });
        const details =
          (JSON.parse(answer.body) as { details?: { field: string }[] }).details ?? [];
        if (
          ![400, 422].includes(answer.statusCode) ||
          !details.some((detail) => detail.field === field.join('.'))
        )
          missed.push(
            `${operationId} ${field.join('.')} = ${JSON.stringify(value).slice(0, 40)}: ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          );
      }
    }
    expect(missed).toEqual([]);
  }, 120_000);

  it('answers nothing the document does not say, and says nothing it does not answer', () => {
    const notDriven = checker.declaredErrors().filter((error) => !checker.driven.has(error));
    expect({
      undeclared: checker.undeclared,
      problems: checker.problems,
      notDriven,
    }).toEqual({ undeclared: [], problems: [], notDriven: NOT_DRIVEN });
    const notSent = checker
      .declaredHeadersOfDriven()
      .filter((header) => !checker.headersSeen.has(header));
    expect(notSent).toEqual(Object.keys(SENT_ELSEWHERE));
  });
});

/** Declared errors no case here reaches yet, each with why (the test fails if one is added). */
const NOT_DRIVEN: string[] = [];

/** Declared headers a case of another suite drives, with the suite that checks them. */
const SENT_ELSEWHERE: Record<string, string> = {
  'ordersPlace 503 Retry-After':
    'RATES_STALE: stale-rates.integration-spec.ts lets the rates go stale and checks the header',
};

/** A value at `path` in an otherwise empty body. */
function nest(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [nest(rest, value)];
  return { [head!]: nest(rest, value) };
}

/** For each bound of a request schema, a value just past it, by field path. */
function pastBounds(
  checker: ApiDocumentChecker,
  schema: Json,
  path: (string | number)[],
): [(string | number)[], unknown][] {
  const values: [(string | number)[], unknown][] = [];
  const resolved = checker.resolve(schema);
  for (const alternative of [
    ...((resolved.anyOf ?? []) as Json[]),
    ...((resolved.allOf ?? []) as Json[]),
  ])
    values.push(...pastBounds(checker, alternative, path));
  if (resolved.type === 'object')
    for (const [name, property] of Object.entries(
      (resolved.properties ?? {}) as Record<string, Json>,
    ))
      values.push(...pastBounds(checker, property, [...path, name]));
  if (resolved.type === 'array') {
    if (typeof resolved.maxItems === 'number')
      values.push([path, Array.from({ length: resolved.maxItems + 1 }, () => ({}))]);
    values.push(...pastBounds(checker, resolved.items as Json, [...path, 0]));
  }
  if (resolved.type === 'string') {
    if (typeof resolved.maxLength === 'number')
      values.push([path, '1'.repeat(resolved.maxLength + 1)]);
    if (typeof resolved.pattern === 'string') values.push([path, '!']);
    if (resolved.format === 'email') values.push([path, 'not-an-e-mail']);
    if (resolved.format === 'uuid') values.push([path, 'not-a-uuid']);
  }
  if (resolved.type === 'integer' || resolved.type === 'number') {
    if (typeof resolved.maximum === 'number' && resolved.maximum < Number.MAX_SAFE_INTEGER)
      values.push([path, resolved.maximum + 1]);
    if (typeof resolved.minimum === 'number' && resolved.minimum > Number.MIN_SAFE_INTEGER)
      values.push([path, resolved.minimum - 1]);
  }
  return values;
}
