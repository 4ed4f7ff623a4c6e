import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AuthEmulator,
  memoryLogger,
  randomSuffix,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../../src/access-gate/gate-password';
import { ApiDocumentChecker } from './api-document';
import type { Answer, OpenApiDocument } from './api-document';
import { injectInto, startTestGateway } from './gateway-harness';
import { startGatewayStack } from './gateway-stack';
import type { GatewayStack } from './gateway-stack';
import { BRANCH_ID, GRACE } from './order-body';

type Json = Record<string, unknown>;

/** A path parameter that passes the route's own checks (a UUID, a currency code, an order number). */
const PARAMS: Record<string, () => string> = {
  id: () => randomUUID(),
  code: () => 'EUR',
  currency: () => 'EUR',
  orderNumber: () => '12345678',
  role: () => 'compliance_officer',
};

/** A request each public route accepts, to reach the service behind it. */
const FUTURE_DAY = '2099-01-05';
export const VALID: Record<string, { body?: unknown; query?: string }> = {
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
 * The stack the API document's error cases run on: the real services behind one gateway (its
 * staff gate on), a second gateway with no service behind it (for the 503s), the document as a
 * checker, and accounts of each kind. Started before the file's tests (hooks registered here).
 */
export type ApiErrorsStack = ReturnType<typeof useApiErrorsStack>;

export function useApiErrorsStack() {
  const started = {} as {
    stack: GatewayStack;
    bare: NestFastifyApplication;
    checker: ApiDocumentChecker;
  };
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const run = randomSuffix();
  const admin = `boss-${run}@highstreetfx.test`;
  const officer = `officer-${run}@highstreetfx.test`;
  const gate = { username: 'staff', password: `gate-${run}` };
  const tokens = {} as {
    customer: string;
    unverified: string;
    noRecord: string;
    admin: string;
    officer: string;
  };
  let gateToken: string;
  let peer = 0;

  beforeAll(async () => {
    started.stack = await startGatewayStack({
      label: 'apierr',
      logger,
      services: {
        identity: { BOOTSTRAP_ADMIN_EMAILS: admin },
        rates: {},
        orders: {},
        notifications: { SMTP_URL: 'smtp://127.0.0.1:9' },
        // Card payments on a Stripe that never answers: webhooks are checked (signature) and
        // nothing else can be.
        payments: {
          PAYMENTS_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_apierr',
          STRIPE_WEBHOOK_SECRET: 'whsec_apierr',
          STRIPE_API_URL: 'http://127.0.0.1:9',
          RECONCILE_EVERY_MINUTES: '0',
        },
        // Screens each order (staff accept only clear ones), keeps ID records, answers officers.
        compliance: {},
      },
      gateway: {
        ACCESS_GATE_USERNAME: gate.username,
        ACCESS_GATE_PASSWORD_HASH: hashGatePasswordSync(gate.password),
        ACCESS_GATE_SECRET: `secret-${run}-0123456789abcdefghijklmnop`,
      },
    });
    started.bare = await startTestGateway(uniqueNamespace('apierr-started.bare'), logger, {
      RPC_TIMEOUT_MS: '300',
    });
    started.checker = new ApiDocumentChecker(
      (
        await injectInto(started.stack.gateway, 'GET', '/api/docs/openapi.json')
      ).json<OpenApiDocument>(),
    );
    const signUp = async (label: string, record: boolean) => {
      const account = await emulator.signUp(`${label}-${randomSuffix()}@example.com`);
      if (record)
        await send(started.stack.gateway, 'POST', '/api/v1/me', { token: account.idToken });
      return account.idToken;
    };
    tokens.unverified = await signUp('unverified', true);
    tokens.noRecord = await signUp('norecord', false);
    tokens.customer = (await emulator.signInWithGoogle(`ada-${run}@example.com`)).idToken;
    await send(started.stack.gateway, 'POST', '/api/v1/me', { token: tokens.customer });
    tokens.admin = (await emulator.signInWithGoogle(admin)).idToken;
    await send(started.stack.gateway, 'POST', '/api/v1/me', { token: tokens.admin });
    gateToken = (
      await send(started.stack.gateway, 'POST', '/api/v1/access-gate', { body: gate })
    ).json<{
      token: string;
    }>().token;
    // The compliance officer: an account the admin grants the role (nobody grants their own).
    tokens.officer = (await emulator.signInWithGoogle(officer)).idToken;
    const { id } = (
      await send(started.stack.gateway, 'POST', '/api/v1/me', { token: tokens.officer })
    ).json<{ id: string }>();
    const granted = await send(
      started.stack.gateway,
      'PUT',
      `/api/v1/admin/users/${id}/roles/compliance_officer`,
      { token: tokens.admin, gate: true },
    );
    if (granted.statusCode !== 200) throw new Error(`granting the officer: ${granted.body}`);
  }, 120_000);

  afterAll(async () => {
    await started.bare?.close();
    await started.stack?.close();
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
    const { path } = started.checker.operation(operationId);
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
    const { method } = started.checker.operation(operationId);
    const answer = await send(
      options.gateway ?? started.stack.gateway,
      method,
      urlOf(operationId, options.params, options.query),
      options,
    );
    started.checker.check(operationId, answer, why);
    if (options.expect !== undefined && answer.statusCode !== options.expect)
      started.checker.problems.push(
        `${operationId} (${why}): expected ${options.expect}, got ${answer.statusCode} ${answer.body.slice(0, 200)}`,
      );
    return answer;
  }

  /**
   * Who may call it, as the document says: the credentials to get past the guard (under
   * /admin/compliance the officer's, elsewhere on staff routes the admin's).
   */
  const credentials = (operation: Json, path: string): SendOptions => {
    const security = operation.security as Json[];
    if (security.length === 0) return {};
    if (!('staff' in security[0]!)) return { token: tokens.customer };
    const officerRoute = path.startsWith('/api/v1/admin/compliance');
    return { token: officerRoute ? tokens.officer : tokens.admin, gate: true };
  };

  return { started, emulator, run, gate, tokens, send, drive, credentials, urlOf, nextPeer };
}
