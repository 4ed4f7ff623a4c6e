import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@fx/contracts';
import { ACCESS_GATE_STORAGE_KEY } from '@/lib/access-gate';
import { createFakeAuth, makeUser } from '@/testing/fake-auth';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';

const EMAIL = 'sam@highstreetfx.co.uk';
const requested = { pathname: '/dashboard/Users', search: '?page=2', hash: '' };

function setup({
  accessGate = false,
  role = null,
}: {
  accessGate?: boolean;
  /** The signed-in user's role, or null for nobody signed in. */
  role?: Role | null;
}) {
  routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig({ accessGate })),
    'GET /api/v1/me': () => jsonResponse(makeUserRecord(EMAIL, role ?? 'user')),
  });
  const auth = createFakeAuth({ user: role ? makeUser(EMAIL) : null });
  return renderApp('/dashboard/Users?page=2', { auth });
}

function storeGateToken(expiresAt: string) {
  window.sessionStorage.setItem(
    ACCESS_GATE_STORAGE_KEY,
    JSON.stringify({ token: 'gate-token', expiresAt }),
  );
}

describe('the dashboard guard', () => {
  it('shows a loading animation while it checks', () => {
    setup({ role: 'admin' });

    expect(document.querySelector('[aria-busy="true"]')).toHaveTextContent(
      /loading the dashboard/i,
    );
  });

  it('sends the user to the staff gate first when the gate is on, remembering the page', async () => {
    const { router } = setup({ accessGate: true, role: 'admin' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/box'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: requested });
    expect(await screen.findByRole('heading', { name: 'Secure Box' })).toBeInTheDocument();
  });

  it('treats an expired gate token as none', async () => {
    storeGateToken('2020-01-01T00:00:00.000Z');
    const { router } = setup({ accessGate: true, role: 'admin' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/box'));
  });

  it('sends a signed-out visitor to sign in, remembering the page', async () => {
    storeGateToken('2099-01-01T00:00:00.000Z');
    const { router } = setup({ accessGate: true, role: null });

    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: requested });
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('tells a signed-in user who is not an admin that the area is for staff', async () => {
    const { router } = setup({ role: 'user' });

    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText('This area is for Highstreet FX staff only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/dashboard/Users');
  });

  it('lets an admin in, to the dashboard with its side menu', async () => {
    storeGateToken('2099-01-01T00:00:00.000Z');
    setup({ accessGate: true, role: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'DashBoard' })).toBeInTheDocument();
    const menu = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Statics', '/dashboard/Statics'],
      ['Pending Orders', '/dashboard/manageOrders'],
      ['Accepted Orders', '/dashboard/activeOrders'],
      ['History', '/dashboard/history'],
      ['Collections', '/dashboard/collections'],
      ['Dispatch', '/dashboard/dispatch'],
      ['Payments', '/dashboard/payments'],
      ['Currency', '/dashboard/Currency'],
      ['Add Currency', '/dashboard/addCurrency'],
      ['Branches', '/dashboard/branches'],
      ['Users', '/dashboard/Users'],
      ['Site settings', '/dashboard/Site'],
      ['Home', '/'],
    ]);
  });

  it('offers a retry when the config cannot be loaded', async () => {
    routeFetch({
      'GET /api/v1/config': () =>
        errorResponse(503, 'SERVICE_UNAVAILABLE', 'The service is not available right now.'),
    });
    renderApp('/dashboard/Currency');

    expect(await screen.findByText('The service is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
