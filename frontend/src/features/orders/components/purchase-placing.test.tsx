import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATES_STALE_MESSAGE } from '@fx/contracts/web';
import { CART_KEY, addCartLine, readCart } from '@/lib/cart-store';
import { makeCurrencyTable, staleRates } from '@/testing/currency-table';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import { orderFrom, placeTheOrder, ratesChanged, setupPurchase } from '@/testing/purchase';

describe('the order flow: placing the order', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('places the order with an Idempotency-Key, clears the cart and shows the confirmation', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '95', side: 'gbp', rate: '1.1339' });
    addCartLine({ currency: 'USD', way: 'collect', amount: '200', side: 'gbp', rate: '1.2329' });
    const { user, placed } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
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
    const { user, placed } = setupPurchase((body) => {
      calls += 1;
      if (calls === 1) return ratesChanged();
      return jsonResponse(orderFrom(body), 201);
    });
    await placeTheOrder(user);

    const dialog = await screen.findByRole('dialog', { name: 'Our rates have changed' });
    expect(within(dialog).getByText(/was 1.1339, now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Order at the new prices' }));
    expect(readCart()[0]).toMatchObject({ rate: '1.1200', foreign: '112.00' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    expect(placed[1]!.body.lines[0]!.shownRate).toBe('1.1200');
    expect(placed[1]!.key).not.toBe(placed[0]!.key);
  });

  it('says so when the order cannot be sent, keeps everything typed, and retries with the same key', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    let calls = 0;
    const { user, placed } = setupPurchase((body) => {
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

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    await waitFor(() => expect(placed).toHaveLength(2));
    expect(placed[1]!.key).toBe(placed[0]!.key);
  });

  it('on stale rates, shows the 503 message, keeps everything typed, and places the order on Try again', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    let stale = true;
    const { user, placed } = setupPurchase(
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
    const { user } = setupPurchase(
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
