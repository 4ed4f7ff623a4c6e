import { collectionDays, earliestCollection, orderLeadDays, stockOf } from '@fx/contracts';
import type { CollectionBranchList, OrderView, PricedCurrency } from '@fx/contracts';

const BRANCH_ID = 'high-street-north';

/**
 * The day an order of these currencies is collected, from the branches the gateway at `base`
 * lists: a day the order form offers, past the earliest, so that a same-day cut-off passing while
 * the test runs cannot make it refused.
 */
export async function collectionDate(base: string, currencies: readonly string[]): Promise<string> {
  const response = await fetch(`${base}/api/v1/branches`);
  if (response.status !== 200) throw new Error(`GET /branches answered ${response.status}`);
  const { branches } = (await response.json()) as CollectionBranchList;
  const branch = branches.find((candidate) => candidate.id === BRANCH_ID)!;
  const lead = orderLeadDays(currencies.map((currency) => stockOf(branch.stock, currency)));
  const now = new Date();
  const earliest = earliestCollection(branch.schedule, now, lead);
  const days = collectionDays(branch.schedule, now, lead);
  return days.find((day) => day > earliest) ?? days[0]!;
}

/** A Click & Collect order of £200 in euros and £95 in dollars, placed through the gateway. */
export async function placeOrder(
  base: string,
  firstName: string,
  email: string,
): Promise<OrderView> {
  const [eur, usd] = await Promise.all(
    ['EUR', 'USD'].map(async (code) => {
      const response = await fetch(`${base}/api/v1/currencies/${code}`);
      expect(`${code} ${response.status}`).toBe(`${code} 200`);
      return (await response.json()) as PricedCurrency;
    }),
  );
  const response = await fetch(`${base}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      way: 'collect',
      branchId: BRANCH_ID,
      customer: {
        firstName,
        lastName: 'Tester',
        email,
        confirmEmail: email,
        phone: '07700 900456',
      },
      lines: [
        { currency: 'EUR', amount: '200', side: 'gbp', shownRate: eur!.rates.collect },
        { currency: 'USD', amount: '95', side: 'gbp', shownRate: usd!.rates.collect },
      ],
      collectionDate: await collectionDate(base, ['EUR', 'USD']),
      termsAccepted: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as OrderView;
}
