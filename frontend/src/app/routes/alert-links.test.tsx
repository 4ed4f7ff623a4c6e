import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertMessages } from '@fx/contracts/web';
import { callsTo } from '@/testing/admin-orders';
import { makeRateAlert } from '@/testing/account';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp, renderWithProviders } from '@/testing/render';
import { AlertConfirmation } from '@/features/alerts/components/alert-confirmation';

const TOKEN = 'k3Jd9sLq0Zx8Vb7Nm6Qw5Er4Ty3Ui2Op1';

describe('the confirmation link of a rate alert', () => {
  it('confirms the alert on arrival and says what it will do', async () => {
    const tokens: unknown[] = [];
    const fetch = routeFetch({
      'POST /api/v1/alerts/confirm': ({ body }) => {
        tokens.push(body);
        return jsonResponse(makeRateAlert());
      },
    });
    renderApp(`/alerts/confirm?token=${TOKEN}`);

    expect(
      await screen.findByText(
        "Your alert is set: we'll e-mail you when 1 GBP buys at least 1.2000 EUR.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Alert confirmed' })).toBeInTheDocument();
    expect(document.title).toBe('Confirm your rate alert | Highstreet FX');
    expect(tokens).toEqual([{ token: TOKEN }]);
    expect(callsTo(fetch, 'POST', '/api/v1/alerts/confirm')).toHaveLength(1);
  });

  it('sends the token once, even when React runs the page twice in development', async () => {
    const fetch = routeFetch({
      'POST /api/v1/alerts/confirm': () => jsonResponse(makeRateAlert()),
    });
    renderWithProviders(
      <StrictMode>
        <AlertConfirmation token={TOKEN} />
      </StrictMode>,
    );

    expect(await screen.findByText(/Your alert is set/)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/v1/alerts/confirm')).toHaveLength(1);
  });

  it('says when the link is not valid or was already used', async () => {
    routeFetch({
      'POST /api/v1/alerts/confirm': () =>
        errorResponse(404, 'ALERT_NOT_FOUND', AlertMessages.badLink),
    });
    renderApp(`/alerts/confirm?token=${TOKEN}`);

    expect(await screen.findByText(AlertMessages.badLink)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeInTheDocument();
  });

  it('says the same when the link was cut short and the API refuses the token', async () => {
    routeFetch({
      'POST /api/v1/alerts/confirm': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: 'The request body is not valid',
            details: [{ field: 'token', message: AlertMessages.badLink }],
          },
          400,
        ),
    });
    renderApp('/alerts/confirm?token=k3Jd9');

    expect(await screen.findByText(AlertMessages.badLink)).toBeInTheDocument();
    expect(screen.queryByText('The request body is not valid')).not.toBeInTheDocument();
  });

  it('says the same, without asking, when the link has no token', async () => {
    const fetch = routeFetch({});
    renderApp('/alerts/confirm');

    expect(await screen.findByText(AlertMessages.badLink)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the unsubscribe link of a rate alert', () => {
  it('says which alert it stops, and stops it when asked, without signing in', async () => {
    const removed: unknown[] = [];
    routeFetch({
      'GET /api/v1/alerts/unsubscribe': ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('token') === TOKEN
          ? jsonResponse(makeRateAlert())
          : errorResponse(404, 'ALERT_NOT_FOUND', AlertMessages.badLink),
      'POST /api/v1/alerts/unsubscribe': ({ body }) => {
        removed.push(body);
        return jsonResponse({ deleted: true });
      },
    });
    const user = userEvent.setup();
    renderApp(`/alerts/unsubscribe?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop the alert for EUR at 1.2000?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Stop a rate alert | Highstreet FX');
    expect(removed).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're unsubscribed." }),
    ).toBeInTheDocument();
    expect(removed).toEqual([{ token: TOKEN }]);
  });

  it('says the alert has already gone when the link finds nothing', async () => {
    routeFetch({
      'GET /api/v1/alerts/unsubscribe': () =>
        errorResponse(404, 'ALERT_NOT_FOUND', AlertMessages.badLink),
    });
    renderApp(`/alerts/unsubscribe?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This alert has already been removed.',
      }),
    ).toBeInTheDocument();
  });

  it('says when the link cannot be used at all', async () => {
    routeFetch({
      'GET /api/v1/alerts/unsubscribe': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'The request query is not valid'),
    });
    renderApp('/alerts/unsubscribe?token=short');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(AlertMessages.badLink)).toBeInTheDocument();
  });

  it('says the alert has already gone when it is removed meanwhile', async () => {
    routeFetch({
      'GET /api/v1/alerts/unsubscribe': () => jsonResponse(makeRateAlert()),
      'POST /api/v1/alerts/unsubscribe': () =>
        errorResponse(404, 'ALERT_NOT_FOUND', AlertMessages.badLink),
    });
    const user = userEvent.setup();
    renderApp(`/alerts/unsubscribe?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This alert has already been removed.',
      }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the service cannot be reached', async () => {
    let calls = 0;
    routeFetch({
      'GET /api/v1/alerts/unsubscribe': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The alerts service is not available.')
          : jsonResponse(makeRateAlert());
      },
    });
    const user = userEvent.setup();
    renderApp(`/alerts/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByText('The alerts service is not available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop the alert for EUR at 1.2000?' }),
    ).toBeInTheDocument();
  });
});
