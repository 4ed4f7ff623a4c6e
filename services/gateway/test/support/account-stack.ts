import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import type { MyOrders, PricedCurrency } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import {
  AuthEmulator,
  SmtpInbox,
  memoryLogger,
  randomSuffix,
  testUrls,
} from '@fx/service-kit/testing';
import { injectInto } from './gateway-harness';
import { startGatewayStack } from './gateway-stack';
import type { GatewayStack } from './gateway-stack';
import { eurOrder } from './order-body';

/**
 * The rate provider, played by the test: the conversion API's shape (`info.rate` for
 * `to=CODE&from=GBP&amount=1`), answering only for EUR at whatever rate the test sets.
 */
class ProviderServer {
  eurMarketRate = '1';
  private readonly server = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
    if (to !== 'EUR') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`{"success":true,"info":{"rate":${this.eurMarketRate}},"result":1}`);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/convert`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Customer accounts on the real services: identity, rates (its provider played by the test),
 * orders and notifications (e-mailing a real SMTP server of the test's own) behind the gateway.
 * Started before the file's tests (hooks registered here), with the helpers the tests share.
 */
export function useAccountStack(label: string) {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const inbox = new SmtpInbox();
  const provider = new ProviderServer();
  const started = {} as { stack: GatewayStack; rpc: RpcClient; eur: PricedCurrency };

  beforeAll(async () => {
    await inbox.start();
    const providerUrl = await provider.start();
    started.stack = await startGatewayStack({
      label,
      logger,
      services: {
        identity: {},
        rates: {
          RATE_PROVIDER: 'conversion-api',
          RATE_API_URL: providerUrl,
          RATE_API_KEY: 'test-key',
        },
        // No compliance service here: orders are clear at once, so the branch can accept them
        // (no acceptance before screening is services/orders/test/compliance-standing's to show).
        orders: { COMPLIANCE_SCREENING: 'off' },
        notifications: {
          SMTP_URL: inbox.url,
          MAIL_BACKOFF_MS: '100',
          SITE_URL: 'https://highstreetfx.test',
        },
      },
      gateway: {
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
        ROLE_CACHE_SECONDS: '0',
        TOKEN_CACHE_SECONDS: '0',
      },
    });
    started.rpc = new RpcClient(started.stack.connection, 10_000);
    started.eur = (await call('GET', '/api/v1/currencies/EUR')).json<PricedCurrency>();
    provider.eurMarketRate = started.eur.marketRate;
  }, 90_000);

  afterAll(async () => {
    await started.rpc?.close();
    await started.stack?.close();
    await inbox.close();
    await provider.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown } = {},
  ) => injectInto(started.stack.gateway, method, url, options);

  /** A customer signed in with Google: a verified e-mail, as My orders needs. */
  async function customer(label: string) {
    const email = `${label}-${randomSuffix()}@example.com`;
    const { idToken, uid } = await emulator.signInWithGoogle(email);
    await call('POST', '/api/v1/me', { token: idToken, body: {} });
    return { email, token: idToken, uid };
  }

  async function placeOrder(email: string, amount = '150'): Promise<string> {
    const placed = await call('POST', '/api/v1/orders', {
      body: await eurOrder(
        started.stack.gateway,
        { firstName: 'Ada', lastName: 'Lovelace', email, phone: '07700 900123' },
        amount,
        started.eur.rates.collect,
      ),
    });
    expect(placed.statusCode).toBe(201);
    return placed.json<{ orderNumber: string }>().orderNumber;
  }

  const myOrders = async (token: string) => {
    const response = await call('GET', '/api/v1/me/orders', { token });
    expect(response.statusCode).toBe(200);
    return response.json<MyOrders>().orders;
  };

  const mailTo = (email: string, subject: RegExp): ParsedMail[] =>
    inbox.to(email).filter((mail) => subject.test(mail.subject ?? ''));

  /** The collect rate for a market rate, as the rates service prices it (EUR's margin). */
  const marketFor = (collect: string) => {
    const { eur } = started;
    return (Number(collect) / (Number(eur.rates.collect) / Number(eur.marketRate))).toFixed(6);
  };

  async function refresh(): Promise<void> {
    const summary = await started.rpc.request('rates.refreshNow', { changedBy: 'test' });
    expect(summary.refreshed).toContain('EUR');
  }

  function setAlert(token: string, targetRate: string) {
    return call('POST', '/api/v1/me/alerts', { token, body: { code: 'EUR', targetRate } });
  }

  return {
    /** What beforeAll started: read them in a test or a hook, not while the file is collected. */
    started,
    emulator,
    provider,
    call,
    customer,
    placeOrder,
    myOrders,
    mailTo,
    marketFor,
    refresh,
    setAlert,
  };
}

/** The token of the link to `path` in an e-mail's HTML. */
export function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(String(mail.html));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[1]!;
}
