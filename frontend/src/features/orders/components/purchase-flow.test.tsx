import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCartLine, readCart } from '@/lib/cart-store';
import { collectionBranch, highStreetNorth, makeBranchList } from '@/testing/branches';
import { jsonResponse } from '@/testing/fetch';
import {
  chooseFirstDay,
  orderFrom,
  purchaseBranch,
  purchaseBranches,
  setupPurchase,
} from '@/testing/purchase';

const placeAnyOrder = (body: Parameters<typeof orderFrom>[0]) => jsonResponse(orderFrom(body), 201);

describe('the order flow', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('chooses the one branch for the customer, shown as text, and asks for a currency first', async () => {
    const { user } = setupPurchase(placeAnyOrder);
    expect(await screen.findByRole('heading', { name: 'Order travel money' })).toBeInTheDocument();
    expect(await screen.findByText(purchaseBranch.name)).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Where will you collect?' }),
    ).not.toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    // True whether the panel is beside the summary or above it (phones).
    expect(within(summary).getByText(/^No currency yet/)).not.toHaveTextContent(/below|above/);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Please add currency item')).length).toBeGreaterThan(0);
  });

  it('asks the customer to choose among several branches', async () => {
    const second = collectionBranch({
      ...highStreetNorth,
      id: 'canary-wharf',
      name: 'Highstreet FX, Canary Wharf',
    });
    const { user } = setupPurchase(placeAnyOrder, undefined, undefined, () =>
      makeBranchList([...purchaseBranches().branches, second]),
    );
    const picker = await screen.findByRole('combobox', { name: 'Where will you collect?' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Select the checking point')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Collection day')).toBeDisabled();

    await user.selectOptions(
      picker,
      screen.getByRole('option', { name: /^Highstreet FX, Canary/ }),
    );
    expect(screen.getByLabelText('Collection day')).toBeEnabled();
  });

  it("adds currency from the panel, refusing amounts of zero with 'Please give correct amount'", async () => {
    const { user } = setupPurchase(placeAnyOrder);
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
    const { user } = setupPurchase(placeAnyOrder);
    await user.click(await screen.findByRole('button', { name: 'Add Currency' }));
    await user.type(await screen.findByLabelText('Amount in GBP'), '50');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect((await screen.findAllByText('Please clear your cart')).length).toBeGreaterThan(0);
  });

  it('says the order limits where the amount is typed, and refuses a line outside them', async () => {
    const { user } = setupPurchase(placeAnyOrder);
    const amount = await screen.findByLabelText('Amount in GBP');
    expect(screen.getByText(/Orders from £50 to £5,000/)).toBeInTheDocument();

    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect((await screen.findAllByText('The minimum order is £50')).length).toBeGreaterThan(0);
    expect(readCart()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '5001');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect((await screen.findAllByText('The maximum order online is £5,000')).length).toBe(2);
    expect(readCart()).toEqual([]);

    // £41 is rounded up to £50 for Click & Collect, which the bureau takes.
    await user.clear(amount);
    await user.type(amount, '41');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect(readCart()).toEqual([expect.objectContaining({ amount: '41', gbp: '50.00' })]);
  });

  it('refuses Next, before any detail is asked for, when the order is under the minimum', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    addCartLine({ currency: 'USD', way: 'collect', amount: '20', side: 'gbp', rate: '1.2329' });
    const { user } = setupPurchase(placeAnyOrder);
    await chooseFirstDay(user);
    await user.click(await screen.findByRole('button', { name: 'Remove EUR €113.39' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('The minimum order is £50')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Your details' })).not.toBeInTheDocument();
  });

  it('checks every detail with the spec messages before sending anything', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    const { user, placed } = setupPurchase(placeAnyOrder);
    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Confirm email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
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
});
