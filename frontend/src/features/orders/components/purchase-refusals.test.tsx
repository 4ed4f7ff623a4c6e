import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LimitMessages, currencyUnavailableMessage } from '@fx/contracts/web';
import { addCartLine, readCart } from '@/lib/cart-store';
import { unavailable } from '@/testing/branches';
import { jsonResponse } from '@/testing/fetch';
import {
  chooseFirstDay,
  orderFrom,
  placeTheOrder,
  purchaseBranches,
  refusedField,
  setupPurchase,
} from '@/testing/purchase';

const euros = {
  currency: 'EUR',
  way: 'collect',
  amount: '100',
  side: 'gbp',
  rate: '1.1339',
} as const;
const dollars = { ...euros, currency: 'USD', rate: '1.2329' } as const;

describe('the order flow: what the server refuses', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('takes a refused day back to the day field, reads the branch again, and keeps the details', async () => {
    addCartLine(euros);
    let branchReads = 0;
    let calls = 0;
    const { user, placed } = setupPurchase(
      (body) => {
        calls += 1;
        return calls === 1
          ? refusedField(
              422,
              'COLLECTION_DAY_UNAVAILABLE',
              'collectionDate',
              'The branch is closed on that day',
            )
          : jsonResponse(orderFrom(body), 201);
      },
      undefined,
      undefined,
      () => {
        branchReads += 1;
        return purchaseBranches();
      },
    );
    await placeTheOrder(user);

    const day = await screen.findByLabelText('Collection day');
    expect(day).toHaveAccessibleDescription(/The branch is closed on that day/);
    await waitFor(() => expect(branchReads).toBeGreaterThan(1));

    await chooseFirstDay(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    expect(placed).toHaveLength(2);
  });

  it('marks the line of a currency the branch can no longer supply', async () => {
    addCartLine(euros);
    addCartLine(dollars);
    const message = currencyUnavailableMessage('USD');
    const { user } = setupPurchase(() =>
      refusedField(409, 'CURRENCY_UNAVAILABLE', 'lines.1.currency', message),
    );
    await placeTheOrder(user);

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const usd = (await within(summary).findByText(message)).closest('li')!;
    expect(usd).toHaveTextContent('USD at 1.2329 per £1');
    expect(within(summary).getAllByText(message)).toHaveLength(1);
    expect(readCart()).toHaveLength(2);
  });

  it('says at the top of the form when the linked-order limit is reached, losing nothing', async () => {
    addCartLine(euros);
    const message = LimitMessages.linked('10000', 90, '020 7946 0112');
    const { user, placed } = setupPurchase(() =>
      refusedField(422, 'ORDER_LIMIT_REACHED', 'lines', message),
    );
    await placeTheOrder(user);

    const form = (await screen.findByRole('heading', { name: 'Your details' })).closest('form')!;
    const alert = await within(form).findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(form.querySelector('[role="alert"]')).toBe(alert);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Phone')).toHaveValue('07700 900123');
    expect(readCart()).toHaveLength(1);
    expect(placed).toHaveLength(1);
  });

  it('refuses Next while the cart holds a currency the branch cannot supply', async () => {
    addCartLine(euros);
    addCartLine(dollars);
    const { user } = setupPurchase(
      () => jsonResponse({}, 500),
      undefined,
      undefined,
      () => purchaseBranches({ USD: unavailable }),
    );
    await chooseFirstDay(user);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Not available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText(currencyUnavailableMessage('USD'))).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('heading', { name: 'Your details' })).not.toBeInTheDocument();
  });
});
