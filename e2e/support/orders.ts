import { firstCollectionDay, stockOf } from '@fx/contracts';
import type { CollectionBranchList, OrderView, PricedCurrency } from '@fx/contracts';

/** One line of a Click & Collect order placed over the public API, as the website places it. */
export interface ApiOrder {
  baseUrl: string;
  branchId: string;
  firstName: string;
  lastName: string;
  email: string;
  currency: string;
  amountGbp: string;
  /** The day the customer will collect; the first day the branch offers for the currency if not given. */
  collectionDate?: string;
}

/** The first collection day a branch offers now for a Click & Collect of `currency`. */
export async function firstOfferedDay(
  baseUrl: string,
  branchId: string,
  currency: string,
): Promise<string> {
  const { branches } = (await (
    await fetch(`${baseUrl}/api/v1/branches`)
  ).json()) as CollectionBranchList;
  const branch = branches.find((each) => each.id === branchId);
  if (!branch) throw new Error(`GET /api/v1/branches has no branch ${branchId}`);
  const day = firstCollectionDay(
    branch.schedule,
    new Date(),
    stockOf(branch.stock, currency).leadDays,
  );
  if (!day) throw new Error(`${branchId} offers no collection day for ${currency}`);
  return day;
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
    order.collectionDate ?? (await firstOfferedDay(order.baseUrl, order.branchId, order.currency));
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
