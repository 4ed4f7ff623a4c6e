import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertMessages } from '@fx/contracts/web';
import type { AlertRequest, PublicAlertRequest } from '@fx/contracts';
import { CUSTOMER_EMAIL, authorizationOf, makeRateAlert, renderSignedIn } from '@/testing/account';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { openEuroAlert, rateListRoutes } from '@/testing/rate-alerts';
import { renderApp } from '@/testing/render';

type Routes = Parameters<typeof routeFetch>[0];

const publicRoutes: Routes = rateListRoutes;

describe('Set a rate alert, from the rate lists', () => {
  it('asks anyone not signed in for their e-mail, and tells them to confirm it', async () => {
    const requests: PublicAlertRequest[] = [];
    routeFetch({
      ...publicRoutes,
      'POST /api/v1/alerts': ({ body }) => {
        requests.push(body as PublicAlertRequest);
        return jsonResponse(
          { status: 'unconfirmed', message: 'Check your inbox to confirm your alert.' },
          202,
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/exchangeRates');

    const dialog = await openEuroAlert(user);
    expect(within(dialog).getByText('1 GBP = 1.1339 EUR')).toBeInTheDocument();
    // Today's rate plus 1%, rounded up to 4 places: 1.1339 x 1.01 = 1.145239.
    const target = within(dialog).getByLabelText('Target rate (EUR for 1 GBP)');
    expect(target).toHaveValue('1.1453');
    expect(target).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Email'), 'traveller@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));

    expect(
      await within(dialog).findByText('Check your inbox to confirm your alert'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/We sent a link to traveller@example.com/)).toBeInTheDocument();
    expect(requests).toEqual([
      { code: 'EUR', targetRate: '1.1453', email: 'traveller@example.com' },
    ]);
  });

  it('checks the target and the e-mail before sending anything', async () => {
    const fetch = routeFetch(publicRoutes);
    const user = userEvent.setup();
    renderApp('/exchangeRates');

    const dialog = await openEuroAlert(user);
    const target = within(dialog).getByLabelText('Target rate (EUR for 1 GBP)');
    await user.clear(target);
    await user.type(target, '1.23456');
    await user.type(within(dialog).getByLabelText('Email'), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));

    expect(target).toHaveAccessibleDescription(expect.stringContaining(AlertMessages.targetRate));
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining(AlertMessages.email),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sets the alert on the account of a signed-in customer with a verified e-mail', async () => {
    const requests: { body: AlertRequest; authorization: string | null }[] = [];
    renderSignedIn('/exchangeRates', {
      ...publicRoutes,
      'POST /api/v1/me/alerts': ({ body, init }) => {
        requests.push({ body: body as AlertRequest, authorization: authorizationOf(init) });
        return jsonResponse(makeRateAlert({ targetRate: '1.1453' }), 201);
      },
    });
    const user = userEvent.setup();

    const dialog = await openEuroAlert(user);
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));

    expect(
      await within(dialog).findByText(
        "Your alert is set: we'll e-mail you when 1 GBP buys at least 1.1453 EUR.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See your rate alerts' })).toHaveAttribute(
      'href',
      '/account/alerts',
    );
    expect(requests).toEqual([
      {
        body: { code: 'EUR', targetRate: '1.1453' },
        authorization: `Bearer token-for-uid-${CUSTOMER_EMAIL}`,
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a signed-in customer whose e-mail is not verified to confirm by e-mail', async () => {
    renderSignedIn(
      '/exchangeRates',
      {
        ...publicRoutes,
        'POST /api/v1/alerts': () =>
          jsonResponse({ status: 'unconfirmed', message: 'Check your inbox.' }, 202),
      },
      { emailVerified: false },
    );
    const user = userEvent.setup();

    const dialog = await openEuroAlert(user);
    expect(within(dialog).getByLabelText('Email')).toHaveValue(CUSTOMER_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    expect(
      await within(dialog).findByText('Check your inbox to confirm your alert'),
    ).toBeInTheDocument();
  });

  it("shows the API's reason next to the target when today's rate already reaches it", async () => {
    const reason = AlertMessages.alreadyReached('1.1339', 'EUR');
    renderSignedIn('/exchangeRates', {
      ...publicRoutes,
      'POST /api/v1/me/alerts': () =>
        jsonResponse(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'VALIDATION_FAILED',
            message: 'The alert is not valid.',
            details: [{ field: 'targetRate', message: reason }],
          },
          422,
        ),
    });
    const user = userEvent.setup();

    const dialog = await openEuroAlert(user);
    const target = within(dialog).getByLabelText('Target rate (EUR for 1 GBP)');
    await user.clear(target);
    await user.type(target, '1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));

    await waitFor(() =>
      expect(target).toHaveAccessibleDescription(expect.stringContaining(reason)),
    );
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveFocus();
  });

  it('says so when the customer already has as many alerts as allowed', async () => {
    renderSignedIn('/exchangeRates', {
      ...publicRoutes,
      'POST /api/v1/me/alerts': () =>
        errorResponse(409, 'ALERT_LIMIT_REACHED', AlertMessages.tooMany),
    });
    const user = userEvent.setup();

    const dialog = await openEuroAlert(user);
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AlertMessages.tooMany);
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    routeFetch(publicRoutes);
    const user = userEvent.setup();
    renderApp('/exchangeRates');

    await openEuroAlert(user);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Euro - EUR/ });
    expect(within(row).getByRole('button', { name: 'Set a rate alert for Euro' })).toHaveFocus();
  });

  it('is on the phone layout of the rates and on the home page too', async () => {
    routeFetch(publicRoutes);
    const user = userEvent.setup();
    renderApp('/');

    const popular = await screen.findByRole('region', { name: 'Rates by currency' });
    await user.click(
      await within(popular).findByRole('button', { name: 'Set a rate alert for Euro' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set a rate alert' });
    expect(within(dialog).getByText('1 GBP = 1.1339 EUR')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('link', { name: 'All exchange rates' }));
    await screen.findByRole('heading', { level: 1, name: 'Exchange Rates' });
    const tabs = await screen.findByRole('tabpanel', { name: 'Click & Collect' });
    expect(
      within(tabs).getByRole('button', { name: 'Set a rate alert for US Dollar' }),
    ).toBeInTheDocument();
  });
});
