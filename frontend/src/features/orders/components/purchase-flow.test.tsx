import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderView, PlaceOrder } from '@fx/contracts';
import { priceLineAtRate, RATES_STALE_MESSAGE } from '@fx/contracts/web';
import { CART_KEY, addCartLine, readCart } from '@/lib/cart-store';
import { makeCurrencyTable, staleRates } from '@/testing/currency-table';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const branch = {
  id: 'high-street-north',
  name: 'Highstreet FX, High Street North',
  address: '112 High Street North, East Ham, London E6 2HT',
  phone: '020 7946 0112',
  openingHours: 'Monday to Saturday 09:00–18:00',
  hours: [{ days: 'Monday to Saturday', opens: '09:00', closes: '18:00' }],
};

function orderFrom(body: PlaceOrder, orderNumber = '48151623'): OrderView {
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
    branch,
    customer: {
      firstName: body.customer.firstName,
      lastName: body.customer.lastName,
      email: body.customer.email,
      phone: body.customer.phone,
    },
    lines,
    totalGbp: lines.reduce((sum, line) => sum + Number(line.gbp), 0).toFixed(2),
    placedAt: '2026-11-22T10:00:00.000Z',
    acceptedAt: null,
    completedAt: null,
    rateGuaranteedUntil: null,
  };
}

function setup(
  place: (body: PlaceOrder, key: string | null) => Response,
  route = '/purchase/EUR/Order',
  table = makeCurrencyTable,
) {
  const placed: { body: PlaceOrder; key: string | null }[] = [];
  routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(table()),
    'GET /api/v1/branches': () => jsonResponse({ branches: [branch] }),
    'POST /api/v1/orders': ({ init, body }) => {
      const key = new Headers(init?.headers).get('Idempotency-Key');
      placed.push({ body: body as PlaceOrder, key });
      return place(body as PlaceOrder, key);
    },
  });
  const user = userEvent.setup();
  return { ...renderApp(route), user, placed };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Confirm email'), email);
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
  await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
}

/** The API's 409: the euro rate moved to 1.1200 since the customer saw 1.1339. */
function ratesChanged(indicative = false): Response {
  return jsonResponse(
    {
      statusCode: 409,
      error: 'Conflict',
      code: 'CONFLICT',
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

/** Step 1 with the branch chosen, step 2 filled in, and the order sent. */
async function placeTheOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByLabelText('Where will you collect?'),
    await screen.findByRole('option', { name: new RegExp(`^${branch.name}`) }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('the order flow', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says what step 1 needs: a collection point, then a currency', async () => {
    const { user } = setup((body) => jsonResponse(orderFrom(body), 201));
    expect(await screen.findByRole('heading', { name: 'Order travel money' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Select the checking point')).length).toBeGreaterThan(0);
    await user.selectOptions(
      await screen.findByLabelText('Where will you collect?'),
      await screen.findByRole('option', { name: new RegExp(`^${branch.name}`) }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Please add currency item')).length).toBeGreaterThan(0);
  });

  it("adds currency from the panel, refusing amounts of zero with 'Please give correct amount'", async () => {
    const { user } = setup((body) => jsonResponse(orderFrom(body), 201));
    const amount = await screen.findByLabelText('Amount in GBP');
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect((await screen.findAllByText('Please give correct amount')).length).toBeGreaterThan(0);
    await user.clear(amount);
    await user.type(amount, '95');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    // £95 rounds up to £100 for Click & Collect, at the shown rate 1.1339.
    expect(within(summary).getByText('£100.00 → €113.39')).toBeInTheDocument();
    expect(readCart()).toHaveLength(1);
  });

  it("refuses a fifth line with 'Please clear your cart'", async () => {
    for (let i = 0; i < 4; i += 1) {
      addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    }
    const { user } = setup((body) => jsonResponse(orderFrom(body), 201));
    await user.click(await screen.findByRole('button', { name: 'Add Currency' }));
    await user.type(await screen.findByLabelText('Amount in GBP'), '50');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect((await screen.findAllByText('Please clear your cart')).length).toBeGreaterThan(0);
  });

  it('checks every detail with the spec messages before sending anything', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    const { user, placed } = setup((body) => jsonResponse(orderFrom(body), 201));
    await user.selectOptions(
      await screen.findByLabelText('Where will you collect?'),
      await screen.findByRole('option', { name: new RegExp(`^${branch.name}`) }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Confirm email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Emails doesnt match',
      'Enter a valid phone number',
      'Please select the rules',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(placed).toHaveLength(0);
  });

  it('places the order with an Idempotency-Key, clears the cart and shows the confirmation', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '95', side: 'gbp', rate: '1.1339' });
    addCartLine({ currency: 'USD', way: 'collect', amount: '200', side: 'gbp', rate: '1.2329' });
    const { user, placed } = setup((body) => jsonResponse(orderFrom(body), 201));
    await placeTheOrder(user);

    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('48151623');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed[0]!.body.lines).toEqual([
      { currency: 'EUR', amount: '95', side: 'gbp', shownRate: '1.1339' },
      { currency: 'USD', amount: '200', side: 'gbp', shownRate: '1.2329' },
    ]);
    const table = screen.getByRole('table', { name: 'Your order' });
    expect(within(table).getByText('€113.39')).toBeInTheDocument();
    expect(within(table).getByText('US$246.58')).toBeInTheDocument();
    expect(screen.getByText('Booking Details')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Important Notification')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([]);
  });

  it('shows new prices on a 409 and places the order once the customer confirms them', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    let calls = 0;
    const { user, placed } = setup((body) => {
      calls += 1;
      if (calls === 1) return ratesChanged();
      return jsonResponse(orderFrom(body), 201);
    });
    await placeTheOrder(user);

    const dialog = await screen.findByRole('dialog', { name: 'Our rates have changed' });
    expect(within(dialog).getByText(/was 1.1339, now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Order at the new prices' }));
    expect(readCart()[0]).toMatchObject({ rate: '1.1200', foreign: '112.00' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    expect(placed[1]!.body.lines[0]!.shownRate).toBe('1.1200');
    expect(placed[1]!.key).not.toBe(placed[0]!.key);
  });

  it('says so when the order cannot be sent, keeps everything typed, and retries with the same key', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    let calls = 0;
    const { user, placed } = setup((body) => {
      calls += 1;
      return calls === 1
        ? errorResponse(
            503,
            'SERVICE_UNAVAILABLE',
            'The orders service is not available right now.',
          )
        : jsonResponse(orderFrom(body), 201);
    });
    await placeTheOrder(user);

    expect(await screen.findByText(/couldn't place your order/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(readCart()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    await waitFor(() => expect(placed).toHaveLength(2));
    expect(placed[1]!.key).toBe(placed[0]!.key);
  });

  it('on stale rates, shows the 503 message, keeps everything typed, and places the order on Try again', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    let stale = true;
    const { user, placed } = setup(
      (body) =>
        stale
          ? errorResponse(503, 'RATES_STALE', RATES_STALE_MESSAGE)
          : jsonResponse(orderFrom(body), 201),
      '/purchase/EUR/Order',
      () => makeCurrencyTable(undefined, stale ? staleRates() : undefined),
    );
    await placeTheOrder(user);

    const alert = (await screen.findByText(/Everything you entered is still here/)).closest('p')!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(RATES_STALE_MESSAGE);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('07700 900123');
    expect(screen.getByRole('checkbox', { name: /Terms & Conditions/ })).toBeChecked();
    expect(readCart()).toHaveLength(1);
    // The page now says the rates are indicative.
    expect(await screen.findByText('Indicative')).toBeInTheDocument();

    stale = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    expect(placed).toHaveLength(2);
    // Nothing was placed the first time: the retry is a new attempt.
    expect(placed[1]!.key).not.toBe(placed[0]!.key);
  });

  it('says the prices are indicative when the new quote of a 409 is', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    const { user } = setup(
      () => ratesChanged(true),
      '/purchase/EUR/Order',
      () => makeCurrencyTable(undefined, staleRates()),
    );
    await placeTheOrder(user);

    const dialog = await screen.findByRole('dialog', { name: 'Our rates have changed' });
    expect(within(dialog).getByText(/^These prices are indicative\./)).toHaveTextContent(
      "can't place an order",
    );
  });
});
