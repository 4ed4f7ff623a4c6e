import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCartLine } from '@/lib/cart-store';
import { callsTo } from '@/testing/admin-orders';
import { CUSTOMER_EMAIL, makeMyOrder, renderSignedIn } from '@/testing/account';
import { makeBranchList } from '@/testing/branches';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { chooseFirstDay } from '@/testing/purchase';
import { renderApp } from '@/testing/render';

const lastOrder = makeMyOrder({
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: CUSTOMER_EMAIL,
    phone: '07700 900123',
  },
});
const olderOrder = makeMyOrder({
  id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567809',
  orderNumber: '99887766',
  customer: { firstName: 'Augusta', lastName: 'King', email: CUSTOMER_EMAIL, phone: '0000000' },
});

const publicRoutes = {
  'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
  'GET /api/v1/branches': () => jsonResponse(makeBranchList()),
};

async function goToDetails(user: ReturnType<typeof userEvent.setup>) {
  await chooseFirstDay(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Your details' });
}

/** A response the test hands over when it chooses. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the details step for a signed-in customer', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    addCartLine({ currency: 'EUR', way: 'collect', amount: '100', side: 'gbp', rate: '1.1339' });
  });

  it('starts from their most recent order, and says so', async () => {
    const user = userEvent.setup();
    renderSignedIn('/purchase/EUR/Order', {
      ...publicRoutes,
      'GET /api/v1/me/orders': () => jsonResponse({ orders: [lastOrder, olderOrder] }),
    });

    await goToDetails(user);

    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Ada'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue(CUSTOMER_EMAIL);
    expect(screen.getByLabelText('Confirm email')).toHaveValue(CUSTOMER_EMAIL);
    expect(screen.getByLabelText('Phone')).toHaveValue('07700 900123');
    expect(screen.getByText('Filled in from your last order.')).toBeInTheDocument();
  });

  it('never overwrites what the customer typed before their last order arrived', async () => {
    const orders = deferred();
    const user = userEvent.setup();
    renderSignedIn('/purchase/EUR/Order', {
      ...publicRoutes,
      'GET /api/v1/me/orders': () => orders.promise,
    });

    await goToDetails(user);
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    orders.resolve(jsonResponse({ orders: [lastOrder] }));

    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace'));
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Phone')).toHaveValue('07700 900123');
    // The e-mail pair is left alone once either is typed in, so the two never disagree.
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Confirm email')).toHaveValue('');

    // A field the customer empties stays empty: the filling happens once.
    await user.clear(screen.getByLabelText('Last name'));
    expect(screen.getByLabelText('Last name')).toHaveValue('');
  });

  it('asks for My orders again once the order is placed, so the new order is listed there', async () => {
    const placed = makeMyOrder({ orderNumber: '55554444' });
    let orders = [lastOrder];
    const user = userEvent.setup();
    const { fetch } = renderSignedIn('/purchase/EUR/Order', {
      ...publicRoutes,
      'GET /api/v1/me/orders': () => jsonResponse({ orders }),
      'POST /api/v1/orders': () => {
        orders = [placed, lastOrder];
        return jsonResponse(placed, 201);
      },
    });

    await goToDetails(user);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Ada'));
    await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByRole('heading', { name: 'Order Confirmation' });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/v1/me/orders')).toHaveLength(2));
  });

  it('changes nothing when the customer has no orders yet', async () => {
    const user = userEvent.setup();
    const { fetch } = renderSignedIn('/purchase/EUR/Order', {
      ...publicRoutes,
      'GET /api/v1/me/orders': () => jsonResponse({ orders: [] }),
    });

    await goToDetails(user);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/v1/me/orders')).toHaveLength(1));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText('Filled in from your last order.')).not.toBeInTheDocument();
  });

  it('does not ask for the orders of a customer whose e-mail is not verified', async () => {
    const user = userEvent.setup();
    const { fetch } = renderSignedIn('/purchase/EUR/Order', publicRoutes, {
      emailVerified: false,
    });

    await goToDetails(user);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(callsTo(fetch, 'GET', '/api/v1/me/orders')).toHaveLength(0);
  });

  it('does not ask when nobody is signed in', async () => {
    const fetch = routeFetch(publicRoutes);
    const user = userEvent.setup();
    renderApp('/purchase/EUR/Order');

    await goToDetails(user);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText('Filled in from your last order.')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/v1/me/orders')).toHaveLength(0);
  });
});
