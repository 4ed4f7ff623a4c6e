import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCartLine, readCart } from '@/lib/cart-store';
import { jsonResponse } from '@/testing/fetch';
import { orderFrom, purchaseBranch, setupPurchase } from '@/testing/purchase';

describe('the order flow', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says what step 1 needs: a collection point, then a currency', async () => {
    const { user } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    expect(await screen.findByRole('heading', { name: 'Order travel money' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Select the checking point')).length).toBeGreaterThan(0);
    await user.selectOptions(
      await screen.findByLabelText('Where will you collect?'),
      await screen.findByRole('option', { name: new RegExp(`^${purchaseBranch.name}`) }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Please add currency item')).length).toBeGreaterThan(0);
  });

  it("adds currency from the panel, refusing amounts of zero with 'Please give correct amount'", async () => {
    const { user } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
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
    const { user } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await user.click(await screen.findByRole('button', { name: 'Add Currency' }));
    await user.type(await screen.findByLabelText('Amount in GBP'), '50');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect((await screen.findAllByText('Please clear your cart')).length).toBeGreaterThan(0);
  });

  it('checks every detail with the spec messages before sending anything', async () => {
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
    const { user, placed } = setupPurchase((body) => jsonResponse(orderFrom(body), 201));
    await user.selectOptions(
      await screen.findByLabelText('Where will you collect?'),
      await screen.findByRole('option', { name: new RegExp(`^${purchaseBranch.name}`) }),
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
});
