import type { OrderView, PricedCurrency } from '@fx/contracts';

/** One line of a Click & Collect order placed over the public API, as the website places it. */
export interface ApiOrder {
  baseUrl: string;
  branchId: string;
  firstName: string;
  lastName: string;
  email: string;
  currency: string;
  amountGbp: string;
}

/**
 * Places a Click & Collect order over the public API at the rate the site shows now, with an
 * Idempotency-Key, and returns it; fails with the answer when the stack does not place it.
 */
export async function placeApiOrder(order: ApiOrder): Promise<OrderView> {
  const priced = (await (
    await fetch(`${order.baseUrl}/api/v1/currencies/${order.currency}`)
  ).json()) as PricedCurrency;
  const response = await fetch(`${order.baseUrl}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      way: 'collect',
      branchId: order.branchId,
      customer: {
        firstName: order.firstName,
        lastName: order.lastName,
        email: order.email,
        confirmEmail: order.email,
        phone: '07700 900333',
      },
      lines: [
        {
          currency: order.currency,
          amount: order.amountGbp,
          side: 'gbp',
          shownRate: priced.rates.collect,
        },
      ],
      termsAccepted: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/v1/orders answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as OrderView;
}
