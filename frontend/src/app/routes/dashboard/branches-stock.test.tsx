import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollectionBranch, StockLevel } from '@fx/contracts';
import { makeCurrencyTable } from '@/testing/currency-table';
import { callsTo, fakeEventStream, renderAsAdmin } from '@/testing/dashboard-admin';
import { makeCollectionBranch, makeStockChanged } from '@/testing/dashboard-branches';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import { findToast } from '@/testing/toast';

const EUR_PUT = 'PUT /api/v1/admin/branches/high-street-north/stock/EUR';

/** The Branches screen; a stock PUT answers with the branch as saved, unless `refuse`. */
function setup(refuse?: () => Response) {
  let branch: CollectionBranch = makeCollectionBranch();
  const events = fakeEventStream();
  const rendered = renderAsAdmin(
    '/dashboard/branches',
    {
      'GET /api/v1/branches': () => jsonResponse({ branches: [branch] }),
      'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
      [EUR_PUT]: ({ body }) => {
        if (refuse) return refuse();
        branch = { ...branch, stock: { ...branch.stock, EUR: body as StockLevel } };
        return jsonResponse(branch);
      },
    },
    events,
  );
  return { ...rendered, user: userEvent.setup() };
}

async function findStockRow(code: string) {
  const table = await screen.findByRole('table', { name: /^Stock at/ });
  return within(table).getByRole('row', { name: new RegExp(`^${code}`) });
}

describe('the Branches screen: stock', () => {
  it('lists every currency on sale with what the branch says of it', async () => {
    setup();

    const jpy = within(await findStockRow('JPY'));
    expect(jpy.getByRole('combobox', { name: 'JPY stock' })).toHaveDisplayValue('Order in');
    expect(jpy.getByRole('spinbutton', { name: 'JPY lead time in days' })).toHaveValue(3);
    const eur = within(await findStockRow('EUR'));
    expect(eur.getByRole('combobox', { name: 'EUR stock' })).toHaveDisplayValue('In stock');
    expect(eur.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(eur.getByRole('button', { name: 'Save EUR' })).toBeDisabled();
    expect(screen.getByText('25 of 25 currencies')).toBeInTheDocument();
  });

  it('finds a currency by code, name or country', async () => {
    const { user } = setup();
    await findStockRow('EUR');
    await user.type(screen.getByRole('searchbox', { name: 'Search currencies' }), 'japan');

    const table = screen.getByRole('table', { name: /^Stock at/ });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('JPYJapanese Yen');
    expect(screen.getByText('1 of 25 currencies')).toBeInTheDocument();
  });

  it('saves one currency as order-in with its lead time, and says so in the row', async () => {
    const { fetch, user } = setup();
    const eur = within(await findStockRow('EUR'));
    await user.selectOptions(eur.getByRole('combobox', { name: 'EUR stock' }), 'Order in');
    const days = eur.getByRole('spinbutton', { name: 'EUR lead time in days' });
    await user.clear(days);
    await user.type(days, '5');
    await user.click(eur.getByRole('button', { name: 'Save EUR' }));

    expect(await findToast("EUR: Order in with 5 days' lead")).toBeVisible();
    expect(callsTo(fetch, EUR_PUT)).toEqual([{ status: 'order_in', leadDays: 5 }]);
    const saved = within(await findStockRow('EUR'));
    expect(saved.getByText('Saved')).toBeInTheDocument();
    expect(saved.getByRole('combobox', { name: 'EUR stock' })).toHaveDisplayValue('Order in');
    expect(saved.getByRole('button', { name: 'Save EUR' })).toBeDisabled();
  });

  it('sends no lead time for an unavailable currency', async () => {
    const { fetch, user } = setup();
    const eur = within(await findStockRow('EUR'));
    await user.selectOptions(eur.getByRole('combobox', { name: 'EUR stock' }), 'Unavailable');
    await user.click(eur.getByRole('button', { name: 'Save EUR' }));

    expect(await findToast('EUR: Unavailable')).toBeVisible();
    expect(callsTo(fetch, EUR_PUT)).toEqual([{ status: 'unavailable', leadDays: 0 }]);
  });

  it("shows the server's reason in the row when a lead time is refused", async () => {
    const { user } = setup(() =>
      jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'VALIDATION_FAILED',
          message: 'The stock level is not valid',
          details: [{ field: 'leadDays', message: 'must be at most 10 days' }],
        },
        422,
      ),
    );
    const eur = within(await findStockRow('EUR'));
    await user.selectOptions(eur.getByRole('combobox', { name: 'EUR stock' }), 'Order in');
    const days = eur.getByRole('spinbutton', { name: 'EUR lead time in days' });
    await user.clear(days);
    await user.type(days, '12');
    await user.click(eur.getByRole('button', { name: 'Save EUR' }));

    expect(await eur.findByRole('alert')).toHaveTextContent('must be at most 10 days');
    expect(days).toHaveAccessibleDescription('must be at most 10 days');
    expect(days).toHaveValue(12);
  });

  it('says why when the save fails for another reason', async () => {
    const { user } = setup(() =>
      errorResponse(503, 'SERVICE_UNAVAILABLE', 'The orders service is not available right now.'),
    );
    const eur = within(await findStockRow('EUR'));
    await user.selectOptions(eur.getByRole('combobox', { name: 'EUR stock' }), 'Unavailable');
    await user.click(eur.getByRole('button', { name: 'Save EUR' }));

    expect(await eur.findByRole('alert')).toHaveTextContent(
      'The orders service is not available right now.',
    );
  });

  it('shows a change made by another member of staff at once, without a reload', async () => {
    const { events, fetch } = setup();
    await findStockRow('EUR');
    await waitFor(() => expect(events.connections()).toBe(1));
    expect(await screen.findByText('Live')).toBeInTheDocument();

    events.send('stock.changed', makeStockChanged());

    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /^EUR/ })).getByRole('combobox'),
      ).toHaveDisplayValue('Order in'),
    );
    const eur = within(screen.getByRole('row', { name: /^EUR/ }));
    expect(eur.getByRole('spinbutton', { name: 'EUR lead time in days' })).toHaveValue(4);
    expect(eur.getByText(/^Changed by alex@highstreetfx.co.uk at /)).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/v1/branches')).toHaveLength(1);
  });
});
