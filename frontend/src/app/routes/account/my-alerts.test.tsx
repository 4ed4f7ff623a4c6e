import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountMessages, AlertMessages } from '@fx/contracts/web';
import type { AlertList, AlertRequest, RateAlert } from '@fx/contracts';
import { makeAlertList, makeRateAlert, renderSignedIn, sampleAlerts } from '@/testing/account';
import { makeCurrencyTable } from '@/testing/currency-table';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import type { routeFetch } from '@/testing/fetch';
import { findToast } from '@/testing/toast';

const { activeEuro: active, unconfirmedDollar: unconfirmed, sentYen: sent } = sampleAlerts;

/** The page, with a server that keeps the alerts in memory. */
function renderMyAlerts(
  initial: RateAlert[],
  routes: Parameters<typeof routeFetch>[0] = {},
  options: { emailVerified?: boolean } = {},
) {
  let alerts = [...initial];
  const created: AlertRequest[] = [];
  const app = renderSignedIn(
    '/account/alerts',
    {
      'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
      'GET /api/v1/me/alerts': () => jsonResponse(makeAlertList(alerts)),
      'POST /api/v1/me/alerts': ({ body }) => {
        const request = body as AlertRequest;
        created.push(request);
        const alert = makeRateAlert({
          id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c09',
          code: request.code,
          currencyName: request.code === 'USD' ? 'US Dollar' : 'Euro',
          targetRate: request.targetRate,
        });
        alerts = [alert, ...alerts];
        return jsonResponse(alert, 201);
      },
      [`DELETE /api/v1/me/alerts/${active.id}`]: () => {
        alerts = alerts.filter((alert) => alert.id !== active.id);
        return jsonResponse({ deleted: true });
      },
      ...routes,
    },
    options,
  );
  return { ...app, user: userEvent.setup(), created };
}

function alertItems() {
  const list = screen.getByRole('region', { name: 'Your alerts' });
  return within(list).queryAllByRole('listitem');
}

describe('Rate alerts', () => {
  it('lists each alert with its target, status and today’s rate, and how many more can be set', async () => {
    renderMyAlerts([active, unconfirmed, sent]);

    expect(await screen.findByText('Euro - EUR')).toBeInTheDocument();
    expect(document.title).toBe('Rate alerts | Highstreet FX');
    const [euro, dollar, yen] = alertItems();
    expect(euro).toHaveTextContent('Target 1 GBP = 1.2000 EUR');
    expect(euro).toHaveTextContent('Active');
    expect(euro).toHaveTextContent('Today1 GBP = 1.1339 EUR');
    expect(dollar).toHaveTextContent('Waiting for confirmation');
    expect(yen).toHaveTextContent('Sent on 21 November 2026 at a rate of 180.8371');
    expect(yen).toHaveTextContent('No longer offered');
    expect(screen.getByRole('status')).toHaveTextContent('You can set 7 more.');
  });

  it('says when there are no alerts yet', async () => {
    renderMyAlerts([]);

    expect(
      await screen.findByRole('heading', { name: 'You have no rate alerts yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can set 10 more.')).toBeInTheDocument();
  });

  it('deletes an alert after asking', async () => {
    const { user } = renderMyAlerts([active, unconfirmed]);

    await user.click(
      await screen.findByRole('button', { name: 'Delete the alert for EUR at 1.2000' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete the alert for EUR at 1.2000?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));

    expect(await findToast('The alert for EUR at 1.2000 is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(alertItems()).toHaveLength(1));
    expect(screen.queryByText('Euro - EUR')).not.toBeInTheDocument();
    expect(await screen.findByText('You can set 9 more.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Your alerts' })).toHaveFocus();
  });

  it('sets a new alert for the chosen currency, starting from today’s rate', async () => {
    const { user, created } = renderMyAlerts([active]);

    const form = await screen.findByRole('region', { name: 'Set a new alert' });
    const currency = await within(form).findByLabelText('Currency');
    expect(currency).toHaveValue('EUR');
    await user.selectOptions(currency, 'USD');
    expect(within(form).getByText('1 GBP = 1.2329 USD')).toBeInTheDocument();
    // 1.2329 x 1.01 = 1.245229, rounded up.
    const target = within(form).getByLabelText('Target rate (USD for 1 GBP)');
    expect(target).toHaveValue('1.2453');
    await user.clear(target);
    await user.type(target, '1.3');
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));

    expect(
      await findToast("Your alert is set: we'll e-mail you when 1 GBP buys at least 1.3 USD."),
    ).toBeInTheDocument();
    expect(created).toEqual([{ code: 'USD', targetRate: '1.3' }]);
    await waitFor(() => expect(alertItems()).toHaveLength(2));
    expect(screen.getByText('US Dollar - USD')).toBeInTheDocument();
  });

  it('stops offering the form once the limit is reached', async () => {
    const full: AlertList = makeAlertList([active], 0);
    renderMyAlerts([active], { 'GET /api/v1/me/alerts': () => jsonResponse(full) });

    expect(
      await screen.findByText(
        'You have reached the most alerts you can set. Delete one to set another.',
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Set a new alert' });
    expect(await within(form).findByRole('button', { name: 'Set alert' })).toBeDisabled();
  });

  it('shows a 409 from the API above the button', async () => {
    const { user } = renderMyAlerts([active], {
      'POST /api/v1/me/alerts': () =>
        errorResponse(409, 'ALERT_LIMIT_REACHED', AlertMessages.tooMany),
    });

    const form = await screen.findByRole('region', { name: 'Set a new alert' });
    await user.click(await within(form).findByRole('button', { name: 'Set alert' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(AlertMessages.tooMany);
  });

  it('asks an unverified customer to verify their e-mail first', async () => {
    renderMyAlerts(
      [],
      {
        'GET /api/v1/me/alerts': () =>
          errorResponse(403, 'EMAIL_NOT_VERIFIED', AccountMessages.verifyEmail),
      },
      { emailVerified: false },
    );

    expect(
      await screen.findByRole('heading', { name: 'Verify your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.getByText(AccountMessages.verifyEmail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send verification e-mail' })).toBeInTheDocument();
  });
});
