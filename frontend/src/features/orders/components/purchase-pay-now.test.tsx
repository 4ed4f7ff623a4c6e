import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartLine, readCart } from '@/lib/cart-store';
import { browserLocation } from '@/lib/browser-location';
import { CHECKOUT_URL, awaitingCardPayment, onFridayMorning, takeCards } from '@/testing/checkout';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import {
  chooseFirstDay,
  fillDetails,
  orderFrom,
  refusedField,
  setupPurchase,
} from '@/testing/purchase';

const euros = (amount: string) =>
  addCartLine({ currency: 'EUR', way: 'collect', amount, side: 'gbp', rate: '1.1339' });

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

/** The amount or day a row of the order summary shows. */
const summaryRow = (label: string) => summary().getByText(label).closest('p');

// Each walks the whole form: slower than the default 5 s on a busy machine.
describe('the order flow: paying now by card', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('offers no choice where the bureau takes no cards: reserve and pay in store, as before', async () => {
    euros('450');
    setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await screen.findByLabelText('Collection day');
    expect(screen.queryByRole('radio', { name: 'Pay now by card' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payment and delivery')).not.toBeInTheDocument();
  });

  it('offers paying now for Click & Collect, in store by default, with debit cards only said', async () => {
    takeCards();
    euros('450');
    setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    const card = await screen.findByRole('radio', { name: 'Pay now by card' });
    expect(card).not.toBeChecked();
    expect(card).toHaveAccessibleDescription(/rate is locked now.*debit cards only/);
    expect(screen.getByRole('radio', { name: 'Reserve and pay in store' })).toBeChecked();
  });

  it('says credit cards are taken where the bureau allows them', async () => {
    takeCards({ creditCards: true });
    euros('450');
    setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    expect(
      await screen.findByRole('radio', { name: 'Pay now by card' }),
    ).toHaveAccessibleDescription(/We take debit and credit cards/);
  });

  it('keeps Click & Sell paid in store: no choice is shown', async () => {
    takeCards();
    addCartLine({ currency: 'EUR', way: 'sell', amount: '200', side: 'foreign', rate: '1.1800' });
    setupPurchase((body) => jsonResponse(orderFrom(body), 201), '/purchase/EUR/Sell');
    await screen.findByLabelText('Collection day');
    expect(screen.queryByRole('radio', { name: 'Pay now by card' })).not.toBeInTheDocument();
  });

  it('offers home delivery only when paying by card and within its limits, saying why not', async () => {
    takeCards();
    euros('100');
    const { user } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    const delivery = await screen.findByRole('radio', { name: 'Home delivery' });
    expect(delivery).toBeDisabled();
    expect(delivery).toHaveAccessibleDescription('Home delivery is for orders paid now by card');
    await user.click(screen.getByRole('radio', { name: 'Pay now by card' }));
    expect(delivery).toBeDisabled();
    expect(delivery).toHaveAccessibleDescription('Home delivery is for orders of £400 or more');
  });

  it('asks for the billing address of a delivery, refusing a postcode outside the UK at the field', async () => {
    takeCards();
    euros('450');
    const { user, placed } = setupPurchase((body) => jsonResponse(awaitingCardPayment(body), 201));
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    const delivery = screen.getByRole('radio', { name: 'Home delivery' });
    expect(delivery).toHaveAccessibleDescription(/card must be in your name/);
    await user.click(delivery);
    expect(screen.queryByLabelText('Collection day')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sending branch' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      screen.getByText(
        'The payment card must be in your name, and is delivered to its billing address.',
      ),
    ).toBeInTheDocument();
    await fillDetails(user);
    await user.type(screen.getByLabelText('Postcode'), 'JE2 3NN');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription(
      /We deliver only to addresses in the UK: we cannot deliver to Jersey/,
    );
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription(
      'Enter the first line of the address',
    );
    expect(placed).toHaveLength(0);
  });

  it('shows the server’s refusal of a delivery field at that field', async () => {
    takeCards();
    euros('450');
    const { user } = setupPurchase(() =>
      refusedField(422, 'UNPROCESSABLE', 'delivery.address.town', 'Enter the town or city'),
    );
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails(user);
    await user.type(screen.getByLabelText('Address line 1'), '1 Acacia Avenue');
    await user.type(screen.getByLabelText('Town or city'), 'x');
    await user.type(screen.getByLabelText('Postcode'), 'sw1a1aa');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Town or city')).toHaveAccessibleDescription(
        'Enter the town or city',
      ),
    );
  });

  it('prices delivery: the fee, free from £500, Saturday for its fee, and the day expected', async () => {
    onFridayMorning();
    takeCards();
    euros('450');
    const { user } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    expect(summaryRow('Delivery')).toHaveTextContent('£4.99');
    expect(summaryRow('Expected delivery')).toHaveTextContent('Monday 30 November');
    expect(summaryRow('To pay now by card')).toHaveTextContent('£454.99');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday delivery (+£7.99)' }));
    expect(summaryRow('Expected delivery')).toHaveTextContent('Saturday 28 November');
    expect(summaryRow('Delivery')).toHaveTextContent('£12.98');
    expect(summaryRow('To pay now by card')).toHaveTextContent('£462.98');

    // Free from £500, the Saturday fee still paid.
    euros('100');
    await waitFor(() => expect(summaryRow('Delivery')).toHaveTextContent('£7.99'));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday delivery (+£7.99)' }));
    expect(summaryRow('Delivery')).toHaveTextContent('Free');
    expect(summaryRow('To pay now by card')).toHaveTextContent('£550.00');
  });

  it('adds the buy-back guarantee, saying what it gives, to the amount paid', async () => {
    takeCards();
    euros('450');
    const { user, placed } = setupPurchase((body) => jsonResponse(awaitingCardPayment(body), 201));
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    const guarantee = screen.getByRole('checkbox', {
      name: 'Add the buy-back guarantee for £3.99',
    });
    expect(guarantee).toHaveAccessibleDescription(
      "Sell back up to 30% of each currency you buy, at this order's rate, for 30 days after you pay (up to £750 in all).",
    );
    await user.click(guarantee);
    expect(summaryRow('Buy-back guarantee')).toHaveTextContent('£3.99');
    expect(summaryRow('To pay now by card')).toHaveTextContent('£453.99');

    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]!.body).toMatchObject({ payment: 'card', buyBack: true });
  });

  it('sends the customer to the hosted payment page, keeping the cart for the way back', async () => {
    takeCards();
    euros('450');
    const { user, placed } = setupPurchase((body) => jsonResponse(awaitingCardPayment(body), 201));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    const day = await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toMatchObject({ payment: 'card', buyBack: false, collectionDate: day });
    expect(placed[0]!.body).not.toHaveProperty('delivery');
    expect(placed[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(readCart()).toHaveLength(1);
  });

  it('says so when the card payment provider cannot be reached, keeping the form as it was', async () => {
    takeCards();
    euros('450');
    const message =
      'Card payments are not available right now. Please try again in a few minutes, or reserve and pay in store.';
    const { user } = setupPurchase(() => errorResponse(503, 'PAYMENTS_UNAVAILABLE', message));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const alert = (await screen.findByText(/Everything you entered is still here/)).closest('p')!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Phone')).toHaveValue('07700 900123');
    expect(readCart()).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
