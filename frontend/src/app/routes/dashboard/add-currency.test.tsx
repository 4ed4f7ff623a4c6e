import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import { callsTo, makeCurrencyAdmin, renderAsAdmin } from '@/testing/dashboard-admin';

const checked = { code: 'EUR', marketRate: '1.1690', provider: 'offline-snapshot' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function setup(routes: Parameters<typeof renderAsAdmin>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderAsAdmin('/dashboard/addCurrency', {
    'POST /api/v1/admin/currencies/check': () => jsonResponse(checked),
    'POST /api/v1/admin/currencies': () => jsonResponse(makeCurrencyAdmin(), 201),
    'GET /api/v1/admin/currencies': () => jsonResponse({ currencies: [] }),
    ...routes,
  });
  await screen.findByRole('heading', { name: 'Add New Currency' });
  const fields = {
    code: () => screen.getByLabelText('Currency Name (ISO code)'),
    name: () => screen.getByLabelText('Currency full name'),
    country: () => screen.getByLabelText('Country Name'),
    sell: () => screen.getByLabelText('Sell Rate (%)'),
    buy: () => screen.getByLabelText('Buy Rate (%)'),
  };
  const buttons = {
    check: () => screen.getByRole('button', { name: /^(Check|Checking|Checked)$/ }),
    add: () => screen.getByRole('button', { name: /^(Add|Adding…)$/ }),
  };
  return { ...rendered, user, fields, buttons };
}

describe('Add Currency', () => {
  it('shows both headings and keeps Add disabled until the code has been checked', async () => {
    const { buttons } = await setup();

    expect(screen.getByRole('heading', { name: 'Currency Dashboard' })).toBeInTheDocument();
    expect(buttons.check()).toHaveTextContent('Check');
    expect(buttons.add()).toBeDisabled();
  });

  it('checks the code: Check, then Checking while it runs, then Checked and disabled', async () => {
    const answer = deferred<Response>();
    const { user, fields, buttons, fetch } = await setup({
      'POST /api/v1/admin/currencies/check': () => answer.promise,
    });

    await user.type(fields.code(), 'eur');
    expect(fields.code()).toHaveValue('EUR');
    await user.click(buttons.check());

    expect(buttons.check()).toHaveTextContent('Checking');
    expect(buttons.check()).toBeDisabled();
    expect(buttons.add()).toBeDisabled();

    answer.resolve(jsonResponse(checked));
    await waitFor(() => expect(buttons.check()).toHaveTextContent('Checked'));
    expect(buttons.check()).toBeDisabled();
    expect(buttons.add()).toBeEnabled();
    expect(screen.getByText('1 GBP = 1.1690 EUR')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/v1/admin/currencies/check')).toEqual([{ code: 'EUR' }]);
    // A known ISO code suggests its official name.
    expect(fields.name()).toHaveValue('Euro');
  });

  it("says 'Wrong currency tried' when the provider has no rate, and a new code starts over", async () => {
    const { user, fields, buttons } = await setup({
      'POST /api/v1/admin/currencies/check': ({ body }) =>
        (body as { code: string }).code === 'XYZ'
          ? errorResponse(422, 'CURRENCY_INVALID', 'Wrong currency tried')
          : jsonResponse(checked),
    });

    await user.type(fields.code(), 'XYZ');
    await user.click(buttons.check());

    expect(await screen.findByText('Wrong currency tried')).toBeInTheDocument();
    expect(fields.code()).toHaveAccessibleDescription(/Wrong currency tried/);
    expect(buttons.check()).toHaveTextContent('Check');
    expect(buttons.add()).toBeDisabled();

    await user.clear(fields.code());
    await user.type(fields.code(), 'EUR');
    expect(screen.queryByText('Wrong currency tried')).not.toBeInTheDocument();
    await user.click(buttons.check());
    await waitFor(() => expect(buttons.check()).toHaveTextContent('Checked'));

    // Changing the code again resets the check.
    await user.type(fields.code(), '{Backspace}');
    expect(buttons.check()).toHaveTextContent('Check');
    expect(buttons.check()).toBeEnabled();
    expect(buttons.add()).toBeDisabled();
  });

  it('checks the code locally before asking the provider', async () => {
    const { user, fields, buttons, fetch } = await setup();

    await user.type(fields.code(), 'EU');
    await user.click(buttons.check());

    expect(fields.code()).toHaveAccessibleDescription(
      /Enter a three-letter ISO 4217 code, such as EUR/,
    );
    expect(callsTo(fetch, 'POST /api/v1/admin/currencies/check')).toHaveLength(0);
  });

  it("adds the currency: 'Added EUR currency', and the fields are cleared", async () => {
    const { user, fields, buttons, fetch } = await setup();

    await user.type(fields.code(), 'EUR');
    await user.click(buttons.check());
    await waitFor(() => expect(buttons.add()).toBeEnabled());
    await user.clear(fields.name());
    await user.type(fields.name(), 'Euro');
    await user.type(fields.country(), 'Eurozone');
    await user.type(fields.sell(), '-3');
    await user.type(fields.buy(), '3.5');
    await user.click(buttons.add());

    expect(await screen.findByText('Added EUR currency')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/v1/admin/currencies')).toEqual([
      { code: 'EUR', name: 'Euro', country: 'Eurozone', sellMarginPct: '-3', buyMarginPct: '3.5' },
    ]);
    expect(fields.code()).toHaveValue('');
    expect(fields.name()).toHaveValue('');
    expect(fields.country()).toHaveValue('');
    expect(fields.sell()).toHaveValue(null);
    expect(fields.buy()).toHaveValue(null);
    expect(buttons.add()).toBeDisabled();
  });

  it('explains each field that is wrong and sends nothing', async () => {
    const { user, fields, buttons, fetch } = await setup();

    await user.type(fields.code(), 'EUR');
    await user.click(buttons.check());
    await waitFor(() => expect(buttons.add()).toBeEnabled());
    await user.type(fields.sell(), '55');
    await user.click(buttons.add());

    expect(fields.country()).toHaveAccessibleDescription(/Enter the country name/);
    expect(fields.sell()).toHaveAccessibleDescription(
      /Enter the sell rate: a percentage between -50 and 50/,
    );
    expect(fields.buy()).toHaveAccessibleDescription(
      /Enter the buy rate: a percentage between -50 and 50/,
    );
    expect(fields.country()).toHaveFocus();
    expect(callsTo(fetch, 'POST /api/v1/admin/currencies')).toHaveLength(0);
  });

  it("shows the server's own words when it refuses, and keeps what was typed", async () => {
    const { user, fields, buttons } = await setup({
      'POST /api/v1/admin/currencies': () =>
        errorResponse(409, 'CURRENCY_EXISTS', 'EUR is already in the list'),
    });

    await user.type(fields.code(), 'EUR');
    await user.click(buttons.check());
    await waitFor(() => expect(buttons.add()).toBeEnabled());
    await user.type(fields.country(), 'Eurozone');
    await user.type(fields.sell(), '-3');
    await user.type(fields.buy(), '3');
    await user.click(buttons.add());

    expect(await screen.findByRole('alert')).toHaveTextContent('EUR is already in the list');
    expect(fields.code()).toHaveValue('EUR');
    expect(fields.country()).toHaveValue('Eurozone');
  });
});
