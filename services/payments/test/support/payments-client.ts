// What the payments tests ask of the service and of the stand-in, and what they watch.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope, PaymentRecord, RpcRequest } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import { payOnHostedPage } from './stripe-stand-in';
import type { PaymentsStack } from './payments-stack';

export const DEBIT = '4000 0566 5566 5556';
export const CREDIT = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';

export function startRequest(
  overrides: Partial<RpcRequest<'payments.start'>> = {},
): RpcRequest<'payments.start'> {
  const orderId = overrides.orderId ?? randomUUID();
  return {
    orderId,
    amountGbp: '412.75',
    customerEmail: 'grace@example.com',
    description: 'EUR 480.00 (Click & Collect)',
    successUrl: `https://shop.example/orders/${orderId}/confirmation`,
    cancelUrl: `https://shop.example/orders/${orderId}/pay`,
    ...overrides,
  };
}

/** The payment.* events of one order the probe received, in arrival order. */
export function eventsOf(stack: PaymentsStack, orderId: string): EventEnvelope[] {
  return stack.probe.received.filter(
    (event) => (event.payload as { orderId?: string }).orderId === orderId,
  );
}

export const typesOf = (stack: PaymentsStack, orderId: string) =>
  eventsOf(stack, orderId).map((event) => event.type);

/** Waits until the stand-in has no webhook on the wire and every outbox row arrived; none twice. */
export async function settled(stack: PaymentsStack): Promise<string[]> {
  await stack.standIn.webhooksIdle();
  return (await stack.probe.settle()).notOnce;
}

/** An object of the stand-in's API, as a test reads it (or changes it, with a form to POST). */
export async function standInObject<T>(
  stack: PaymentsStack,
  path: string,
  form?: Record<string, string>,
): Promise<T> {
  const response = await fetch(`${stack.standIn.url}/v1/${path}`, {
    headers: { Authorization: 'Bearer sk_test_payments' },
    ...(form ? { method: 'POST', body: new URLSearchParams(form) } : {}),
  });
  return (await response.json()) as T;
}

/** A list of the stand-in's API (Stripe's list object's data). */
export async function standInList<T>(stack: PaymentsStack, path: string): Promise<T[]> {
  return (await standInObject<{ data: T[] }>(stack, path)).data;
}

/** The provider's id of the order's payment (the PaymentIntent), from the service's database. */
export async function intentOf(stack: PaymentsStack, orderId: string): Promise<string> {
  const [row] = await stack.sql<{ payment_intent_id: string }[]>(
    'SELECT payment_intent_id FROM payments.payments WHERE order_id = $1',
    [orderId],
  );
  return row!.payment_intent_id;
}

/** A new order paid on the hosted page with `card`, once its payment.authorised has arrived. */
export async function payWithCard(stack: PaymentsStack, card = DEBIT): Promise<PaymentRecord> {
  const payment = await stack.service.client.request('payments.start', startRequest());
  expect(await payOnHostedPage(payment.checkoutUrl, card)).toBe(303);
  await eventually(() => typesOf(stack, payment.orderId).includes('payment.authorised'), 15_000);
  return payment;
}
