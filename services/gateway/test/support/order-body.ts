import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eventually, steadyCollectionDayIn, testClock } from '@fx/service-kit/testing';
import type { CollectionBranchList, OrderDetails, PricedCurrency } from '@fx/contracts';
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

/** A Click & Collect day for these currencies, with the branches read from the gateway now. */
export async function collectionDate(
  gateway: NestFastifyApplication,
  currencies: readonly string[] = ['EUR'],
  branchId = BRANCH_ID,
): Promise<string> {
  const response = await injectInto(gateway, 'GET', '/api/v1/branches');
  if (response.statusCode !== 200) {
    throw new Error(`GET /branches answered ${response.statusCode}: ${response.body}`);
  }
  return steadyCollectionDayIn(response.json<CollectionBranchList>(), branchId, {
    way: 'collect',
    currencies,
  });
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

/** The ID a clerk saw at the counter: a passport valid a year past the test day. */
export function passportSeen() {
  const day = (years: number) => {
    const date = testClock().now();
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date.toISOString().slice(0, 10);
  };
  return {
    documentType: 'passport',
    documentNumber: '533401372',
    issuingCountry: 'GB',
    expiryDate: day(1),
    dateOfBirth: '1980-05-05',
    nameMatches: true,
  };
}

/** Waits until compliance screened the order clear (staff accept only clear orders). */
export async function screenedClear(details: () => Promise<OrderDetails>): Promise<void> {
  await eventually(async () => (await details()).compliance.status === 'clear', 20_000);
}
