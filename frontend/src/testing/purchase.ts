import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectionBranchList, OrderView, PlaceOrder, StockLevel } from '@fx/contracts';
import { priceLineAtRate } from '@fx/contracts/web';
import { PAY_IN_STORE } from '@/testing/account';
import { collectionBranch, highStreetNorthSchedule, makeBranchList } from '@/testing/branches';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

/** The collection point the order flow tests choose. */
export const purchaseBranch = {
  id: 'high-street-north',
  name: 'Highstreet FX, High Street North',
  address: '112 High Street North, East Ham, London E6 2HT',
  phone: '020 7946 0112',
  openingHours: 'Monday to Saturday 09:00–18:00',
  hours: [{ days: 'Monday to Saturday', opens: '09:00', closes: '18:00' }],
};

/** Its week: Monday to Saturday, closed on Sundays, orders before 14:00 collected that day. */
export const purchaseSchedule = {
  ...highStreetNorthSchedule,
  weekly: { ...highStreetNorthSchedule.weekly, sun: null },
};

/** GET /api/v1/branches of the order flow tests: the one branch, everything in stock. */
export function purchaseBranches(stock: Record<string, StockLevel> = {}): CollectionBranchList {
  return makeBranchList([collectionBranch(purchaseBranch, { schedule: purchaseSchedule, stock })]);
}

/** The order the API places for `body`, priced at the rates the customer saw. */
export function orderFrom(body: PlaceOrder, orderNumber = '48151623'): OrderView {
  const lines = body.lines.map((line) => {
    const priced = priceLineAtRate({ ...line, way: body.way }, line.shownRate);
    const pounds = { amount: priced.gbp, currency: 'GBP' };
    const foreign = { amount: priced.foreign, currency: line.currency };
    return {
      currency: line.currency,
      rate: priced.rate,
      gbp: priced.gbp,
      foreign: priced.foreign,
      from: body.way === 'collect' ? pounds : foreign,
      to: body.way === 'collect' ? foreign : pounds,
    };
  });
  return {
    orderNumber,
    status: 'pending',
    way: body.way,
    branch: purchaseBranch,
    customer: {
      firstName: body.customer.firstName,
      lastName: body.customer.lastName,
      email: body.customer.email,
      phone: body.customer.phone,
    },
    lines,
    totalGbp: lines.reduce((sum, line) => sum + Number(line.gbp), 0).toFixed(2),
    collectionDate: body.collectionDate ?? null,
    placedAt: '2026-11-22T10:00:00.000Z',
    acceptedAt: null,
    completedAt: null,
    rateGuaranteedUntil: null,
    payment: PAY_IN_STORE,
    fulfilment: { kind: 'collect' },
    buyBack: null,
    buyBackOf: body.buyBackOf ?? null,
  };
}

/** The order flow at `route`, with an API whose POST /orders answers with `place`. */
export function setupPurchase(
  place: (body: PlaceOrder, key: string | null) => Response,
  route = '/purchase/EUR/Order',
  table = makeCurrencyTable,
  branches: () => CollectionBranchList | Response = () => purchaseBranches(),
) {
  const placed: { body: PlaceOrder; key: string | null }[] = [];
  routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(table()),
    'GET /api/v1/branches': () => {
      const answer = branches();
      return answer instanceof Response ? answer : jsonResponse(answer);
    },
    'POST /api/v1/orders': ({ init, body }) => {
      const key = new Headers(init?.headers).get('Idempotency-Key');
      placed.push({ body: body as PlaceOrder, key });
      return place(body as PlaceOrder, key);
    },
  });
  const user = userEvent.setup();
  return { ...renderApp(route), user, placed };
}

/** Step 2, every field filled in as the spec wants. */
export async function fillDetails(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ada@example.com',
) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Confirm email'), email);
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
  await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
}

/** The API's 409: the euro rate moved to 1.1200 since the customer saw 1.1339. */
export function ratesChanged(indicative = false): Response {
  return jsonResponse(
    {
      statusCode: 409,
      error: 'Conflict',
      code: 'RATES_CHANGED',
      message: 'Rates have changed since you saw them. Please check the new prices.',
      changes: [{ line: 0, currency: 'EUR', shownRate: '1.1339', currentRate: '1.1200' }],
      quote: {
        lines: [
          { currency: 'EUR', way: 'collect', rate: '1.1200', gbp: '100.00', foreign: '112.00' },
        ],
        totalGbp: '100.00',
        ratesAsOf: '2026-11-22T10:00:00.000Z',
        pricedAt: '2026-11-22T10:00:00.000Z',
        indicative,
        limits: { minGbp: '50', maxGbp: '5000' },
      },
    },
    409,
  );
}

/** The collection days step 1 offers now, as their values (2026-11-26). */
export function offeredDays(): string[] {
  const picker = screen.getByLabelText<HTMLSelectElement>('Collection day');
  return [...picker.options].map((option) => option.value).filter(Boolean);
}

/** The collection days step 1 offers, once the branch (and so its days) has arrived. */
export async function findOfferedDays(): Promise<string[]> {
  await screen.findByLabelText('Collection day');
  return waitFor(() => {
    const days = offeredDays();
    if (days.length === 0) throw new Error('No collection day is offered yet');
    return days;
  });
}

/** Chooses the first collection day offered; answers its value. */
export async function chooseFirstDay(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  const [first] = await findOfferedDays();
  await user.selectOptions(screen.getByLabelText('Collection day'), first!);
  return first!;
}

/**
 * Step 1 with the first day offered chosen (the one branch is chosen for the customer), step 2
 * filled in, and the order placed.
 */
export async function placeTheOrder(user: ReturnType<typeof userEvent.setup>) {
  await chooseFirstDay(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Place order' }));
}

/** The orders service's refusal of a field, as the gateway sends it (details name the field). */
export function refusedField(
  statusCode: number,
  code: string,
  field: string,
  message: string,
): Response {
  return jsonResponse(
    { statusCode, error: 'Error', code, message, details: [{ field, message }] },
    statusCode,
  );
}
