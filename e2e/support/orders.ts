import type { OrderView, PricedCurrency } from '@fx/contracts';
import { steadyCollectionDayAt } from '@fx/service-kit/testing';

/** One line of a Click & Collect order placed over the public API, as the website places it. */
export interface ApiOrder {
  baseUrl: string;
  branchId: string;
  firstName: string;
  lastName: string;
  email: string;
  currency: string;
  amountGbp: string;
  /** The day the customer will collect; by default the first the branch offers (steadily). */
  collectionDate?: string;
}

/**
 * Places a Click & Collect order over the public API at the rate the site shows now, with an
 * Idempotency-Key, and returns it; fails with the answer when the stack does not place it.
 */
export async function placeApiOrder(order: ApiOrder): Promise<OrderView> {
  const priced = (await (
    await fetch(`${order.baseUrl}/api/v1/currencies/${order.currency}`)
  ).json()) as PricedCurrency;
  const collectionDate =
    order.collectionDate ??
    (await steadyCollectionDayAt(order.baseUrl, order.branchId, {
      way: 'collect',
      currencies: [order.currency],
    }));
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
      collectionDate,
      termsAccepted: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/v1/orders answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as OrderView;
}

/** "€340.17", "CHF 283.35": an amount as the screens write it, with the places it was priced with. */
export function screenMoney(amount: string, currency: string): string {
  const places = currency === 'GBP' ? 2 : (amount.split('.')[1]?.length ?? 0);
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(amount as `${number}`);
}
