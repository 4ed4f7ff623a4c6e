import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartLine } from '@/lib/cart-store';
import { collectionBranch, orderIn, unavailable } from '@/testing/branches';
import { jsonResponse } from '@/testing/fetch';
import {
  fillDetails,
  findOfferedDays,
  offeredDays,
  orderFrom,
  purchaseBranch,
  purchaseBranches,
  purchaseSchedule,
  setupPurchase,
} from '@/testing/purchase';

const placeAnyOrder = (body: Parameters<typeof orderFrom>[0]) => jsonResponse(orderFrom(body), 201);

/** Tuesday 24 November 2026 at `time` in London (GMT in November). */
function itIsTuesday(time = '10:00') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2026-11-24T${time}:00Z`));
}

const euros = {
  currency: 'EUR',
  way: 'collect',
  amount: '100',
  side: 'gbp',
  rate: '1.1339',
} as const;

describe('the order flow: the collection day', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('offers the open days from today to 14 days ahead, without closed days', async () => {
    itIsTuesday();
    addCartLine(euros);
    const closures = [{ date: '2026-11-26', reason: 'Stocktake' }];
    const branch = collectionBranch(purchaseBranch, {
      schedule: { ...purchaseSchedule, closures },
    });
    setupPurchase(placeAnyOrder, undefined, undefined, () => ({ branches: [branch] }));

    expect(await findOfferedDays()).toEqual([
      '2026-11-24',
      '2026-11-25',
      // Thursday 26 is the stocktake, Sunday 29 and 6 December the branch is shut.
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
    ]);
    const picker = screen.getByRole('combobox', { name: 'Collection day' });
    expect(
      within(picker).getByRole('option', { name: 'Tuesday 24 November (today)' }),
    ).toBeVisible();
    expect(within(picker).getByRole('option', { name: 'Wednesday 25 November (tomorrow)' }));
  });

  it('starts from tomorrow after the same-day cut-off', async () => {
    itIsTuesday('14:30');
    addCartLine(euros);
    setupPurchase(placeAnyOrder);

    expect((await findOfferedDays())[0]).toBe('2026-11-25');
  });

  it("honours an order-in currency's lead time, says so, and clears a day no longer offered", async () => {
    itIsTuesday();
    addCartLine(euros);
    const { user } = setupPurchase(placeAnyOrder, undefined, undefined, () =>
      purchaseBranches({ USD: orderIn(2) }),
    );
    await findOfferedDays();
    await user.selectOptions(screen.getByLabelText('Collection day'), '2026-11-24');

    await user.click(screen.getByRole('button', { name: 'Add Currency' }));
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.getByText('Collect from Thursday')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount in GBP'), '100');
    await user.click(screen.getByRole('button', { name: 'Add +' }));

    expect(offeredDays()[0]).toBe('2026-11-26');
    expect(screen.getByLabelText('Collection day')).toHaveValue('');
    expect(screen.getByText(/first collection day is Thursday 26 November/)).toBeInTheDocument();
    // The summary says the order-in line's day; the in-stock line's would only mislead.
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Collect from Thursday')).toBeInTheDocument();
    expect(within(summary).queryByText('Collect today')).not.toBeInTheDocument();
  });

  it('refuses Next until a day is chosen, and says so at the day', async () => {
    itIsTuesday();
    addCartLine(euros);
    const { user } = setupPurchase(placeAnyOrder);
    await findOfferedDays();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Collection day')).toHaveAccessibleDescription(
      /Choose a collection day/,
    );
    expect(screen.queryByRole('heading', { name: 'Your details' })).not.toBeInTheDocument();
  });

  it('sends the day chosen and shows it on the confirmation and in the notice', async () => {
    itIsTuesday();
    addCartLine(euros);
    const { user, placed } = setupPurchase(placeAnyOrder);
    await findOfferedDays();
    await user.selectOptions(screen.getByLabelText('Collection day'), '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Collection day').closest('p')).toHaveTextContent(
      'Friday 27 November',
    );
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    expect(placed[0]!.body.collectionDate).toBe('2026-11-27');
    const booking = screen.getByText('Collection day').closest('div')!;
    expect(booking).toHaveTextContent('Friday 27 November');
    expect(
      screen.getByText(/Please collect your order on Friday 27 November, within our office hours/),
    ).toBeInTheDocument();
  });

  it('marks a currency the branch cannot supply, and will not add it', async () => {
    itIsTuesday();
    const { user } = setupPurchase(placeAnyOrder, '/purchase/TRY/Order', undefined, () =>
      purchaseBranches({ TRY: unavailable }),
    );
    const add = await screen.findByRole('button', { name: 'Add +' });
    await findOfferedDays();

    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'Not available: TRY is not available at this branch at the moment',
    );
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(add).toBeEnabled();
  });
});
