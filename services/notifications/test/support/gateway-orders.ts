import type { OrderView, PricedCurrency } from '@fx/contracts';
import { steadyCollectionDayAt } from '@fx/service-kit/testing';

const BRANCH_ID = 'high-street-north';

/** A Click & Collect day for these currencies, from the branches the gateway at `base` lists. */
export function collectionDate(base: string, currencies: readonly string[]): Promise<string> {
  return steadyCollectionDayAt(base, BRANCH_ID, { way: 'collect', currencies });
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
