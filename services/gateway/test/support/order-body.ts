import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { collectionDays, earliestCollection, orderLeadDays, stockOf } from '@fx/contracts';
import type { CollectionBranchList, PricedCurrency } from '@fx/contracts';
import { injectInto } from './gateway-harness';

/** The collection point of the development settings every test stack runs with. */
export const BRANCH_ID = 'high-street-north';

/** The customer of a test's order, as the form's fields name them. */
export interface TestCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const GRACE: TestCustomer = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '07700 900123',
};

/**
 * The day a test's order is collected, from the branches as GET /branches gives them: a day the
 * order form offers for these currencies, past the earliest, so that a same-day cut-off passing
 * while the test runs cannot make it refused.
 */
export function collectionDateIn(
  list: CollectionBranchList,
  currencies: readonly string[] = ['EUR'],
  branchId = BRANCH_ID,
  now = new Date(),
): string {
  const branch = list.branches.find((candidate) => candidate.id === branchId);
  if (!branch) throw new Error(`GET /branches has no branch ${branchId}`);
  const lead = orderLeadDays(currencies.map((currency) => stockOf(branch.stock, currency)));
  const earliest = earliestCollection(branch.schedule, now, lead);
  const days = collectionDays(branch.schedule, now, lead);
  const day = days.find((offered) => offered > earliest) ?? days[0];
  if (!day) throw new Error(`${branchId} offers no collection day for ${currencies.join(', ')}`);
  return day;
}

/** collectionDateIn, with the branches read from the gateway now. */
export async function collectionDate(
  gateway: NestFastifyApplication,
  currencies: readonly string[] = ['EUR'],
  branchId = BRANCH_ID,
): Promise<string> {
  const response = await injectInto(gateway, 'GET', '/api/v1/branches');
  if (response.statusCode !== 200) {
    throw new Error(`GET /branches answered ${response.statusCode}: ${response.body}`);
  }
  return collectionDateIn(response.json<CollectionBranchList>(), currencies, branchId);
}

/** An order's body as the order form sends it; any field can be spoiled by a test. */
export interface OrderBody extends Record<string, unknown> {
  way: 'collect' | 'sell';
  branchId: string;
  customer: TestCustomer & { confirmEmail: string };
  lines: { currency: string; amount: string; side: 'gbp' | 'foreign'; shownRate: string }[];
  collectionDate: string;
  termsAccepted: boolean;
}

/**
 * A Click & Collect order of euros for `amount` pounds, as the order form sends it: at the rate
 * the customer was shown (read now unless given), for a day the branch offers.
 */
export async function eurOrder(
  gateway: NestFastifyApplication,
  customer: TestCustomer,
  amount: string,
  shownRate?: string,
): Promise<OrderBody> {
  const rate =
    shownRate ??
    (await injectInto(gateway, 'GET', '/api/v1/currencies/EUR')).json<PricedCurrency>().rates
      .collect;
  return {
    way: 'collect',
    branchId: BRANCH_ID,
    customer: { ...customer, confirmEmail: customer.email },
    lines: [{ currency: 'EUR', amount, side: 'gbp', shownRate: rate }],
    collectionDate: await collectionDate(gateway),
    termsAccepted: true,
  };
}
