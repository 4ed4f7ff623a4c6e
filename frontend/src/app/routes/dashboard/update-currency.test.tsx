import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import {
  adminCurrencies,
  callsTo,
  makeCurrencyAdmin,
  makeLiveMode,
  renderAsAdmin,
} from '@/testing/dashboard-admin';

function setup(path: string, routes: Parameters<typeof renderAsAdmin>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderAsAdmin(path, {
    'GET /api/v1/admin/currencies': () => jsonResponse({ currencies: adminCurrencies }),
    'GET /api/v1/admin/rates/live': () => jsonResponse(makeLiveMode()),
    'POST /api/v1/admin/currencies/check': () =>
      jsonResponse({ code: 'USD', marketRate: '1.2710', provider: 'offline-snapshot' }),
    'PUT /api/v1/admin/currencies/USD': () =>
      jsonResponse(makeCurrencyAdmin({ code: 'USD', name: 'US Dollar', country: 'USA' })),
    ...routes,
  });
  return { ...rendered, user };
}

describe('Update Currency', () => {
  it("needs a check, saves, says 'Updated USD currency' and goes back to the list", async () => {
    const { user, fetch, router } = setup('/dashboard/update/USD');

    const country = await screen.findByLabelText('Country Name');
    expect(screen.getByLabelText('Currency Name (ISO code)')).toHaveValue('USD');
    expect(screen.getByLabelText('Currency Name (ISO code)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Currency full name')).toHaveValue('US Dollar');
    expect(country).toHaveValue('United States');
    expect(screen.getByLabelText('Sell Rate (%)')).toHaveValue(-3);
    expect(screen.getByLabelText('Buy Rate (%)')).toHaveValue(3);
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();

    await user.clear(country);
    await user.type(country, 'USA');
    await user.clear(screen.getByLabelText('Buy Rate (%)'));
    await user.type(screen.getByLabelText('Buy Rate (%)'), '2.5');
    expect(update).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(update).toBeEnabled());
    await user.click(update);

    expect(await screen.findByText('Updated USD currency')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Currency'));
    expect(await screen.findByRole('heading', { name: 'Manipulate Currency' })).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/v1/admin/currencies/USD')).toEqual([
      {
        name: 'US Dollar',
        country: 'USA',
        sellMarginPct: '-3',
        buyMarginPct: '2.5',
        active: true,
      },
    ]);
  });

  it("shows the server's own words when the update is refused", async () => {
    const { user } = setup('/dashboard/update/USD', {
      'PUT /api/v1/admin/currencies/USD': () =>
        errorResponse(503, 'SERVICE_UNAVAILABLE', 'The rates service is not available right now.'),
    });

    await screen.findByLabelText('Country Name');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const update = screen.getByRole('button', { name: 'Update' });
    await waitFor(() => expect(update).toBeEnabled());
    await user.click(update);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rates service is not available right now.',
    );
  });

  it('says plainly when the code is not in the list', async () => {
    setup('/dashboard/update/XYZ');

    expect(await screen.findByText('XYZ is not in the currency list')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the currency list' })).toHaveAttribute(
      'href',
      '/dashboard/Currency',
    );
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});
