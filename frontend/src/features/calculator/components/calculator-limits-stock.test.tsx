import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '@/lib/cart-store';
import {
  collectionBranch,
  highStreetNorth,
  makeBranchList,
  orderIn,
  unavailable,
} from '@/testing/branches';
import {
  amountBox as box,
  calculator,
  calculatorReady as ready,
  renderHome,
} from '@/testing/calculator';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse } from '@/testing/fetch';

const rates = () => jsonResponse(makeCurrencyTable());

/** The London branch with `stock` set by staff. */
const londonWith = (stock: Parameters<typeof collectionBranch>[1]) => () =>
  makeBranchList([collectionBranch(highStreetNorth, stock)]);

describe('the calculator: order limits', () => {
  beforeEach(() => localStorage.clear());

  it('says the limits where the amount is typed', async () => {
    renderHome();
    await ready();
    expect(calculator().getByText('Orders from £50 to £5,000')).toBeInTheDocument();
  });

  it('refuses £20 before the order page', async () => {
    const { user, router } = renderHome();
    await ready();

    await user.type(box('You pay (GBP)'), '20');
    await user.click(calculator().getByRole('button', { name: 'Buy travel Money' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum order is £50');
    expect(router.state.location.pathname).toBe('/');
    expect(readCart()).toEqual([]);
  });

  it('refuses more than the maximum, and takes £41, which Click & Collect rounds up to £50', async () => {
    const { user, router } = renderHome();
    await ready();

    await user.type(box('You pay (GBP)'), '5001');
    await user.click(calculator().getByRole('button', { name: 'Buy travel Money' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The maximum order online is £5,000',
    );

    await user.clear(box('You pay (GBP)'));
    await user.type(box('You pay (GBP)'), '41');
    await user.click(calculator().getByRole('button', { name: 'Buy travel Money' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/EUR/Order'));
    expect(readCart()).toEqual([expect.objectContaining({ amount: '41', gbp: '50.00' })]);
  });
});

describe('the calculator: stock at the branch', () => {
  beforeEach(() => {
    localStorage.clear();
    // Tuesday 24 November 2026, 10:00 in London: before the branch's 14:00 cut-off.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says when an in-stock currency can be collected', async () => {
    renderHome(rates);
    await ready();
    expect(await calculator().findByText('Collect today')).toBeInTheDocument();
  });

  it("says an order-in currency's first day, from the lead time", async () => {
    const { user } = renderHome(rates, londonWith({ stock: { USD: orderIn(2) } }));
    await ready();
    await user.selectOptions(calculator().getByLabelText('Currency'), 'USD');
    expect(await calculator().findByText('Collect from Thursday')).toBeInTheDocument();
  });

  it('disables Buy for a currency the branch cannot supply, with the reason, but not Sell', async () => {
    const { user } = renderHome(rates, londonWith({ stock: { EUR: unavailable } }));
    await ready();

    const buy = calculator().getByRole('button', { name: 'Buy travel Money' });
    await waitFor(() => expect(buy).toBeDisabled());
    expect(buy).toHaveAccessibleDescription(
      'Not available: EUR is not available at this branch at the moment',
    );

    await user.click(calculator().getByRole('tab', { name: 'Click & Sell' }));
    expect(calculator().getByRole('button', { name: 'Sell Travel Money' })).toBeEnabled();
    expect(calculator().queryByText(/Not available/)).not.toBeInTheDocument();
  });

  it('promises the branch that can hand the currency over first', async () => {
    const slow = collectionBranch(highStreetNorth, { stock: { USD: orderIn(3) } });
    const quick = collectionBranch({ ...highStreetNorth, id: 'canary-wharf', name: 'Canary' });
    const { user } = renderHome(rates, () => makeBranchList([slow, quick]));
    await ready();
    await user.selectOptions(calculator().getByLabelText('Currency'), 'USD');
    expect(await calculator().findByText('Collect today')).toBeInTheDocument();
  });
});
