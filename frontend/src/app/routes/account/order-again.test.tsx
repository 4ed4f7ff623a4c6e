import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCart } from '@/lib/cart-store';
import { makeMyOrder, orderCard, renderMyOrders } from '@/testing/account';
import { makeBranchList } from '@/testing/branches';
import { currencies, makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse } from '@/testing/fetch';
import { findToast } from '@/testing/toast';

const pending = makeMyOrder();

describe('Order again, from My orders', () => {
  beforeEach(() => localStorage.clear());

  it("orders again: the same amounts at today's rates, in the order flow for the same way", async () => {
    const { user, router } = renderMyOrders([pending], {
      'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
      'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
    });

    await user.click(await screen.findByRole('button', { name: 'Order again (order 12345678)' }));

    expect(await screen.findByRole('heading', { name: 'Order travel money' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchase/EUR/Order');
    // £295 asked for: £300 at today's 1.1339; US$300 asked for: £250 (rounded up) at 1.2329.
    expect(readCart()).toMatchObject([
      {
        currency: 'EUR',
        way: 'collect',
        amount: '295',
        side: 'gbp',
        rate: '1.1339',
        gbp: '300.00',
        foreign: '340.17',
      },
      {
        currency: 'USD',
        way: 'collect',
        amount: '300',
        side: 'foreign',
        rate: '1.2329',
        gbp: '250.00',
        foreign: '308.23',
      },
    ]);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('£300.00 → €340.17')).toBeInTheDocument();
    expect(within(summary).getByText('£250.00 → US$308.23')).toBeInTheDocument();
    expect(
      await findToast("Order 12345678's currencies are in your order at today's rates."),
    ).toBeInTheDocument();
  });

  it('orders again without a currency that is no longer offered, and says so', async () => {
    const withoutEuro = currencies.filter((currency) => currency.code !== 'EUR');
    const { user, router } = renderMyOrders([pending], {
      'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable(withoutEuro)),
      'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
    });

    await user.click(await screen.findByRole('button', { name: 'Order again (order 12345678)' }));

    expect(await findToast('EUR is no longer offered, so we left it out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/USD/Order'));
    expect(readCart().map((line) => line.currency)).toEqual(['USD']);
  });

  it('stays on the list when none of the currencies is offered any more', async () => {
    const { user, router } = renderMyOrders([pending], {
      'GET /api/v1/currencies': () =>
        jsonResponse(makeCurrencyTable(currencies.filter((c) => !['EUR', 'USD'].includes(c.code)))),
    });

    await user.click(await screen.findByRole('button', { name: 'Order again (order 12345678)' }));

    expect(await orderCard('12345678').findByRole('alert')).toHaveTextContent(
      "EUR and USD are no longer offered, so this order can't be placed again online.",
    );
    expect(router.state.location.pathname).toBe('/account/orders');
    expect(readCart()).toEqual([]);
  });
});
