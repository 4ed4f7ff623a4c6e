// The local Stripe stand-in (scripts/stripe-stand-in.cjs) for the payments service's tests, with an
// endpoint that keeps the webhooks it POSTs (raw body and Stripe-Signature, as the gateway gets them).
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import type * as StandInModule from '../../../../scripts/stripe-stand-in.cjs';
import type { StripeStandIn, StripeStandInOptions } from '../../../../scripts/stripe-stand-in.cjs';

const { startStripeStandIn } = createRequire(__filename)(
  path.resolve(__dirname, '../../../../scripts/stripe-stand-in.cjs'),
) as typeof StandInModule;

export const WEBHOOK_SECRET = 'whsec_payments_tests';

export interface Delivery {
  rawBody: Buffer;
  signature: string | undefined;
}

export interface StandInWithWebhooks {
  standIn: StripeStandIn;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/**
 * The stand-in with a webhook endpoint of the test's: each delivery kept (raw body and
 * Stripe-Signature, as the gateway gets them) and answered with the status `answer` gives
 * (204 by default). `options` go to the stand-in.
 */
export async function startStandInWithWebhooks(
  answer: (delivery: Delivery) => Promise<number> = () => Promise.resolve(204),
  options: StripeStandInOptions = { refundFailureMs: 50 },
): Promise<StandInWithWebhooks> {
  const deliveries: Delivery[] = [];
  const endpoint = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      const delivery = {
        rawBody: Buffer.concat(chunks),
        signature: typeof signature === 'string' ? signature : undefined,
      };
      deliveries.push(delivery);
      void answer(delivery).then((status) => response.writeHead(status).end());
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const { port } = endpoint.address() as { port: number };
  const standIn = await startStripeStandIn({
    ...options,
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
  });
  return {
    standIn,
    deliveries,
    async close() {
      await standIn.close();
      endpoint.closeAllConnections();
      await new Promise((resolve) => endpoint.close(resolve));
    },
  };
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
