import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as StandInModule from '../../../../scripts/stripe-stand-in.cjs';
import type { StripeStandIn } from '../../../../scripts/stripe-stand-in.cjs';
import { TcpProxy } from '@fx/service-kit/testing';

const { startStripeStandIn } = createRequire(__filename)(
  path.resolve(__dirname, '../../../../scripts/stripe-stand-in.cjs'),
) as typeof StandInModule;

export const WEBHOOK_SECRET = 'whsec_gateway_tests';
export const SECRET_KEY = 'sk_test_gateway';

/** The Stripe stand-in behind a proxy the test can cut (the provider unreachable). */
export async function startProvider(): Promise<{
  standIn: StripeStandIn;
  api: TcpProxy;
  /** The payments service's settings for this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const standIn = await startStripeStandIn({
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    secretKey: SECRET_KEY,
    webhookRetry: { firstDelayMs: 200, maxDelayMs: 1000 },
  });
  const api = await TcpProxy.start(standIn.url, 80);
  return {
    standIn,
    api,
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.urlFor(standIn.url),
    },
    close: async () => {
      await standIn.close();
      await api.close();
    },
  };
}

/** A Stripe event's body and its Stripe-Signature, made as Stripe makes them. */
export function signedEvent(type: string, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify({
    id: `evt_gw_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cus_test', object: 'customer' } },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return { body, signature: `t=${t},v1=${v1}` };
}

/** Pays the checkout's hosted page with `cardNumber`, as the customer's browser posts the form. */
export async function payOnHostedPage(
  url: string,
  cardNumber: string,
  more: Record<string, string> = {},
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: cardNumber,
      expiry: '09 / 33',
      cvc: '321',
      name: 'Grace Hopper',
      ...more,
    }),
  });
  await response.text();
  return response.status;
}
