import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCESS_GATE_STORAGE_KEY } from '@/lib/access-gate';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const grant = { token: 'gate-token-123', expiresAt: '2099-01-01T00:00:00.000Z' };
const fromDashboard = {
  pathname: '/box',
  state: { from: { pathname: '/dashboard/Users', search: '', hash: '' } },
};

function setup(
  answer: () => Response | Promise<Response>,
  route: Parameters<typeof renderApp>[0] = fromDashboard,
) {
  const fetch = routeFetch({
    'POST /api/v1/access-gate': answer,
    // After the gate the dashboard guard loads the config (gate on, signed out: on to sign-in).
    'GET /api/v1/config': () =>
      jsonResponse({
        firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
        authEmulatorUrl: null,
        accessGate: { enabled: true },
      }),
  });
  const user = userEvent.setup();
  return { ...renderApp(route), fetch, user };
}

async function submit(
  user: ReturnType<typeof userEvent.setup>,
  username: string,
  password: string,
) {
  if (username) await user.type(await screen.findByLabelText('Username'), username);
  if (password) await user.type(await screen.findByLabelText('Password'), password);
  await user.click(await screen.findByRole('button', { name: 'Access' }));
}

describe('the Secure Box gate', () => {
  it('stands alone with its two fields and the Access button', async () => {
    setup(() => jsonResponse(grant), '/box');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Secure Box' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps the token for this tab and goes on to the page that was asked for', async () => {
    const { user, router, fetch } = setup(() => jsonResponse(grant));

    await submit(user, 'staff', 'open-sesame');

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/box'));
    expect(JSON.parse(window.sessionStorage.getItem(ACCESS_GATE_STORAGE_KEY) ?? 'null')).toEqual(
      grant,
    );
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
      username: 'staff',
      password: 'open-sesame',
    });
    // The gate is passed; the guard then asks for sign-in, still remembering the destination.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard/Users', search: '', hash: '' },
    });
  });

  it('goes home after success when no page was asked for', async () => {
    const { user, router } = setup(() => jsonResponse(grant), '/box');

    await submit(user, 'staff', 'open-sesame');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends wrong credentials home without a word', async () => {
    const { user, router } = setup(() =>
      errorResponse(401, 'UNAUTHENTICATED', 'Wrong credentials'),
    );

    await submit(user, 'staff', 'guess');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The home page may already say that its rates did not load (this test answers nothing but
    // the gate): no alert on screen speaks of the sign-in.
    for (const alert of screen.queryAllByRole('alert')) {
      expect(alert).not.toHaveTextContent(/credential|username|password|access/i);
    }
    expect(screen.queryByText('Wrong credentials')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCESS_GATE_STORAGE_KEY)).toBeNull();
  });

  it('asks the user to wait when throttled, keeping what they typed', async () => {
    const { user, router } = setup(() => errorResponse(429, 'RATE_LIMITED', 'Slow down'));

    await submit(user, 'staff', 'guess');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(router.state.location.pathname).toBe('/box');
    expect(screen.getByLabelText('Username')).toHaveValue('staff');
    expect(screen.getByLabelText('Password')).toHaveValue('guess');
  });

  it("shows the API's message when the service is down, keeping what they typed", async () => {
    const { user } = setup(() =>
      errorResponse(503, 'SERVICE_UNAVAILABLE', 'The identity service is not available right now.'),
    );

    await submit(user, 'staff', 'open-sesame');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The identity service is not available right now.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('staff');
  });

  it('asks for both fields before calling the API', async () => {
    const { user, fetch } = setup(() => jsonResponse(grant));

    await submit(user, '', '');

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter the username');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter the password');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });
});
