// What the stand-in's tests share: the stand-in on a free port, the official SDK pointed at it, a
// webhook endpoint that keeps what it receives (and answers what the test tells it to), and the
// hosted page driven as a browser drives it (form posts).
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import Stripe from 'stripe';
import type * as StandInModule from '../../../stripe-stand-in.cjs';
import type { StripeStandIn, StripeStandInOptions } from '../../../stripe-stand-in.cjs';

const load = createRequire(__filename);
const { startStripeStandIn } = load(
  path.resolve(__dirname, '../../../stripe-stand-in.cjs'),
) as typeof StandInModule;

export const SECRET_KEY = 'sk_test_stand_in_tests';
export const WEBHOOK_SECRET = 'whsec_stand_in_tests';

export interface Received {
  body: string;
  signature: string;
  type: string;
  id: string;
}

/** A webhook endpoint: keeps every delivery; `answer` says the status of the next ones. */
export class WebhookEndpoint {
  readonly received: Received[] = [];
  answer: (delivery: Received) => number = () => 200;
  private server?: http.Server;

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const event = JSON.parse(body) as { id: string; type: string };
        const delivery = {
          body,
          signature: String(request.headers['stripe-signature']),
          type: event.type,
          id: event.id,
        };
        this.received.push(delivery);
        const status = this.answer(delivery);
        if (status === 0) return; // no answer: the stand-in's timeout counts it as failed
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}/webhooks/stripe`;
  }

  types(): string[] {
    return this.received.map((delivery) => delivery.type);
  }

  /** Waits until a delivery of `type` (matching `where`) has arrived, and returns it. */
  async waitFor(
    type: string,
    where: (event: Stripe.Event) => boolean = () => true,
  ): Promise<Stripe.Event> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.received
        .filter((delivery) => delivery.type === type)
        .map((delivery) => JSON.parse(delivery.body) as Stripe.Event)
        .find(where);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`No ${type} webhook; got ${this.types().join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export interface Fixture {
  standIn: StripeStandIn;
  stripe: Stripe;
  webhooks: WebhookEndpoint;
  stop(): Promise<void>;
}

export async function startFixture(options: StripeStandInOptions = {}): Promise<Fixture> {
  const webhooks = new WebhookEndpoint();
  const webhookUrl = await webhooks.start();
  const standIn = await startStripeStandIn({
    port: 0,
    webhookUrl,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { firstDelayMs: 50, attempts: 5, timeoutMs: 500 },
    refundFailureMs: 50,
    ...options,
  });
  return {
    standIn,
    stripe: stripeFor(standIn.url),
    webhooks,
    async stop() {
      await standIn.close();
      await webhooks.stop();
    },
  };
}

/** The official SDK, as the payments service makes it, pointed at the stand-in. */
export function stripeFor(url: string, key = SECRET_KEY): Stripe {
  const { hostname, port } = new URL(url);
  return new Stripe(key, {
    host: hostname,
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** A Checkout Session for GBP `amount` pence as the payments service creates one. */
export function createSession(
  stripe: Stripe,
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
  options?: Stripe.RequestOptions,
): Promise<Stripe.Response<Stripe.Checkout.Session>> {
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: 52_340,
            product_data: { name: 'EUR 600.00' },
          },
        },
      ],
      metadata: { order_id: 'FX-1001' },
      payment_intent_data: { capture_method: 'manual', metadata: { order_id: 'FX-1001' } },
      success_url: 'https://shop.example/orders/FX-1001/paid?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/orders/FX-1001/pay',
      customer_email: 'ada@example.com',
      ...overrides,
    },
    options,
  );
}

export interface PageAnswer {
  status: number;
  location: string | null;
  html: string;
}

/** GETs the hosted page or POSTs its form (`application/x-www-form-urlencoded`, as a browser does). */
export async function page(url: string, form?: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form
      ? {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        }
      : {}),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** The card form filled in as a customer fills it. */
export function card(number: string, more: Record<string, string> = {}): Record<string, string> {
  return { card_number: number, expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace', ...more };
}

export const CARDS = {
  debit: '4000 0566 5566 5556',
  credit: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
  refundFails: '4000 0000 0000 5126',
  disputes: '4000 0000 0000 0259',
} as const;

/** Pays the session on its hosted page with `number`, expecting the redirect to success_url. */
export async function pay(
  session: Stripe.Checkout.Session,
  number: string = CARDS.debit,
): Promise<void> {
  const answer = await page(session.url!, card(number));
  if (answer.status !== 303)
    throw new Error(`Paying answered ${answer.status}: ${answer.html.slice(0, 500)}`);
}
