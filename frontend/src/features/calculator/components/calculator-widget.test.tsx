import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCartLine, readCart } from '@/lib/cart-store';
import {
  amountBox as box,
  calculator,
  calculatorReady as ready,
  renderHome,
} from '@/testing/calculator';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, serviceUnavailable } from '@/testing/fetch';

describe('the calculator widget', () => {
  beforeEach(() => localStorage.clear());

  it('starts on Click & Collect with euros, showing the rate and that branch rates may differ', async () => {
    renderHome();
    await ready();

    expect(calculator().getByRole('tab', { name: 'Click & Collect' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(calculator().getByLabelText('Currency')).toHaveValue('EUR');
    expect(calculator().getByRole('option', { name: 'EUR – Euro' })).toBeInTheDocument();
    expect(calculator().getAllByRole('option')).toHaveLength(25);
    expect(
      calculator().getByText('Online rates may differ from our rates in branch.'),
    ).toBeInTheDocument();
    expect(calculator().getByRole('button', { name: 'Buy travel Money' })).toBeEnabled();
  });

  it('shows a spinner instead of the rate until the rates arrive', async () => {
    let answer: (response: Response) => void = () => {};
    renderHome(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(calculator().getByRole('status')).toHaveTextContent("Loading today's rate…");
    expect(box('You pay (GBP)')).toBeDisabled();
    expect(calculator().getByRole('button', { name: 'Buy travel Money' })).toBeDisabled();

    answer(jsonResponse(makeCurrencyTable()));
    await ready();
    expect(calculator().queryByText("Loading today's rate…")).not.toBeInTheDocument();
    expect(box('You pay (GBP)')).toBeEnabled();
  });

  it('works out euros as pounds are typed, and pounds as euros are typed', async () => {
    const { user } = renderHome();
    await ready();

    await user.type(box('You pay (GBP)'), '95.5');
    expect(box('You get (EUR)')).toHaveValue('108.29');

    await user.clear(box('You get (EUR)'));
    expect(box('You pay (GBP)')).toHaveValue('');
    await user.type(box('You get (EUR)'), '50');
    expect(box('You pay (GBP)')).toHaveValue('44.10');
  });

  it('works in whole yen, which have no decimals', async () => {
    const { user } = renderHome();
    await ready();

    await user.selectOptions(calculator().getByLabelText('Currency'), 'JPY');
    expect(calculator().getByText('1 GBP = 180.8371 JPY')).toBeInTheDocument();

    await user.type(box('You pay (GBP)'), '100');
    expect(box('You get (JPY)')).toHaveValue('18084');

    await user.clear(box('You get (JPY)'));
    await user.type(box('You get (JPY)'), '10000.5');
    expect(box('You get (JPY)')).toHaveValue('100005');
    await user.clear(box('You get (JPY)'));
    await user.type(box('You get (JPY)'), '10000');
    expect(box('You pay (GBP)')).toHaveValue('55.30');
  });

  it('refuses a minus sign and a third decimal in pounds', async () => {
    const { user } = renderHome();
    await ready();

    await user.type(box('You pay (GBP)'), '-12.345');

    expect(box('You pay (GBP)')).toHaveValue('12.34');
    expect(box('You pay (GBP)')).toHaveAttribute('inputmode', 'decimal');
  });

  it('clears both amounts when the currency changes', async () => {
    const { user } = renderHome();
    await ready();
    await user.type(box('You pay (GBP)'), '200');
    expect(box('You get (EUR)')).toHaveValue('226.78');

    await user.selectOptions(calculator().getByLabelText('Currency'), 'USD');

    expect(box('You pay (GBP)')).toHaveValue('');
    expect(box('You get (USD)')).toHaveValue('');
    expect(calculator().getByText('1 GBP = 1.2329 USD')).toBeInTheDocument();
  });

  it('uses the Click & Sell rate on the Click & Sell tab, reached with the arrow keys', async () => {
    const { user } = renderHome();
    await ready();

    await user.click(calculator().getByRole('tab', { name: 'Click & Collect' }));
    await user.keyboard('{ArrowRight}');

    const sell = calculator().getByRole('tab', { name: 'Click & Sell' });
    expect(sell).toHaveFocus();
    expect(sell).toHaveAttribute('aria-selected', 'true');
    expect(calculator().getByRole('tabpanel', { name: 'Click & Sell' })).toBeInTheDocument();
    expect(calculator().getByText('1 GBP = 1.2041 EUR')).toBeInTheDocument();

    await user.type(box('You sell (EUR)'), '120.41');
    expect(box('You get (GBP)')).toHaveValue('100.00');

    // Back on Click & Collect, the euros typed are kept and the pounds follow its rate.
    sell.focus();
    await user.keyboard('{Home}');
    expect(calculator().getByRole('tab', { name: 'Click & Collect' })).toHaveFocus();
    expect(calculator().getByText('1 GBP = 1.1339 EUR')).toBeInTheDocument();
    expect(box('You get (EUR)')).toHaveValue('120.41');
    expect(box('You pay (GBP)')).toHaveValue('106.19');
  });

  it('says that Click & Collect rounds the pounds up to the next £10', async () => {
    const { user } = renderHome();
    await ready();

    await user.type(box('You pay (GBP)'), '95');
    expect(
      calculator().getByText(
        'You pay £100 for €113.39 — we round Click & Collect orders up to the next £10.',
      ),
    ).toBeInTheDocument();

    await user.type(box('You pay (GBP)'), '0');
    expect(calculator().queryByText(/we round Click & Collect/)).not.toBeInTheDocument();
  });

  it('puts a Click & Collect line in the cart and opens the order page', async () => {
    const { user, router } = renderHome();
    await ready();

    await user.type(box('You pay (GBP)'), '95');
    await user.click(calculator().getByRole('button', { name: 'Buy travel Money' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/EUR/Order'));
    expect(readCart()).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        way: 'collect',
        amount: '95',
        side: 'gbp',
        rate: '1.1339',
        gbp: '100.00',
        foreign: '113.39',
      }),
    ]);
  });

  it('puts a Click & Sell line for the currency typed in the cart and opens the sell page', async () => {
    const { user, router } = renderHome();
    await ready();
    await user.click(calculator().getByRole('tab', { name: 'Click & Sell' }));
    await user.selectOptions(calculator().getByLabelText('Currency'), 'USD');

    await user.type(box('You sell (USD)'), '200');
    expect(box('You get (GBP)')).toHaveValue('152.78');
    await user.click(calculator().getByRole('button', { name: 'Sell Travel Money' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/USD/Sell'));
    expect(readCart()).toEqual([
      expect.objectContaining({
        currency: 'USD',
        way: 'sell',
        amount: '200',
        side: 'foreign',
        rate: '1.3091',
        gbp: '152.78',
        foreign: '200.00',
      }),
    ]);
  });

  it.each([
    ['no amount', ''],
    ['an amount of 0', '0'],
  ])("says 'Please give correct amount' for %s, and stays on the page", async (_case, typed) => {
    const { user, router } = renderHome();
    await ready();

    if (typed) await user.type(box('You pay (GBP)'), typed);
    await user.click(calculator().getByRole('button', { name: 'Buy travel Money' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please give correct amount');
    expect(router.state.location.pathname).toBe('/');
    expect(readCart()).toEqual([]);
  });

  it("says 'Please give correct amount' when the euros are too few to make a penny", async () => {
    const { user, router } = renderHome();
    await ready();
    await user.click(calculator().getByRole('tab', { name: 'Click & Sell' }));

    await user.type(box('You sell (EUR)'), '0.00');
    await user.click(calculator().getByRole('button', { name: 'Sell Travel Money' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please give correct amount');
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'Please clear your cart' when four Click & Collect lines are already in it", async () => {
    for (let i = 0; i < 4; i += 1) {
      addCartLine({ currency: 'USD', way: 'collect', amount: '50', side: 'gbp', rate: '1.2329' });
    }
    const { user, router } = renderHome();
    await ready();

    await user.type(box('You pay (GBP)'), '100');
    await user.click(calculator().getByRole('button', { name: 'Buy travel Money' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please clear your cart');
    expect(router.state.location.pathname).toBe('/');
    expect(readCart()).toHaveLength(4);
  });

  it('still takes a Click & Sell line when the four lines are Click & Collect', async () => {
    for (let i = 0; i < 4; i += 1) {
      addCartLine({ currency: 'USD', way: 'collect', amount: '50', side: 'gbp', rate: '1.2329' });
    }
    const { user, router } = renderHome();
    await ready();
    await user.click(calculator().getByRole('tab', { name: 'Click & Sell' }));

    await user.type(box('You get (GBP)'), '100');
    await user.click(calculator().getByRole('button', { name: 'Sell Travel Money' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/EUR/Sell'));
    expect(readCart()).toHaveLength(5);
  });

  it('says when the rates cannot be loaded, and Try again loads them', async () => {
    let down = true;
    const { user, fetch } = renderHome(() =>
      down ? serviceUnavailable() : jsonResponse(makeCurrencyTable()),
    );

    const alert = await calculator().findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load today's rates");
    expect(alert).toHaveTextContent(
      'The rates service is not available right now. Please try again shortly.',
    );

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await ready();
    expect(calculator().queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v1/currencies', expect.anything());
  });
});
