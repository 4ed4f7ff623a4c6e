import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@fx/contracts';
import { createFakeAuth, makeUser } from '@/testing/fake-auth';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';

const EMAIL = 'sam@highstreetfx.co.uk';

/** A user Firebase remembers from an earlier visit; the API knows them with `role`. */
function setup(
  role: Role,
  {
    photoURL = null,
    route = '/termsCoditition',
  }: { photoURL?: string | null; route?: string } = {},
) {
  const fetch = routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig()),
    'GET /api/v1/me': () => jsonResponse(makeUserRecord(EMAIL, role)),
    'POST /api/v1/me': () => jsonResponse(makeUserRecord(EMAIL, role)),
  });
  const auth = createFakeAuth({ user: makeUser(EMAIL, { photoURL }) });
  const user = userEvent.setup();
  const app = renderApp(route, { auth });
  const header = screen.getByRole('banner');
  return { ...app, fetch, user, header };
}

describe('the account menu', () => {
  it('shows the avatar instead of Sign In once the user is known, with a default avatar', async () => {
    const { header } = setup('user');

    const button = await within(header).findByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(button).getByTestId('default-avatar')).toHaveTextContent('S');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("shows the user's photo when they have one", async () => {
    const { header } = setup('user', { photoURL: 'https://example.com/sam.png' });

    const button = await within(header).findByRole('button', { name: 'Account menu' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://example.com/sam.png');
  });

  it('lists the e-mail, My orders, Rate alerts, Dashboard and Logout for an admin', async () => {
    const { user, header } = setup('admin');

    await user.click(await within(header).findByRole('button', { name: 'Account menu' }));

    expect(within(header).getByText(EMAIL)).toBeInTheDocument();
    const menu = within(header).getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My orders',
      'Rate alerts',
      'Dashboard',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/Currency',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Rate alerts' })).toHaveAttribute(
      'href',
      '/account/alerts',
    );
  });

  it('has no Dashboard link for a user who is not an admin', async () => {
    const { user, header } = setup('user');

    await user.click(await within(header).findByRole('button', { name: 'Account menu' }));

    const menu = within(header).getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My orders', 'Rate alerts', 'Logout']);
    expect(within(header).queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it("logs out with 'Log out successfully' and goes home", async () => {
    const { user, header, router, auth } = setup('admin');

    await user.click(await within(header).findByRole('button', { name: 'Account menu' }));
    await user.click(within(header).getByRole('menuitem', { name: 'Logout' }));

    expect(
      await screen.findByText('Log out successfully', { selector: '.toast__message' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Log out successfully');
    expect(router.state.location.pathname).toBe('/');
    expect(auth.currentUser()).toBeNull();
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('goes home on logout from a staff page, not to the sign-in page', async () => {
    const { user, header, router } = setup('admin', { route: '/dashboard/Currency' });
    expect(await screen.findByRole('heading', { name: 'DashBoard' })).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Account menu' }));
    await user.click(within(header).getByRole('menuitem', { name: 'Logout' }));

    expect(
      await screen.findByText('Log out successfully', { selector: '.toast__message' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const { user, header } = setup('admin');
    const button = await within(header).findByRole('button', { name: 'Account menu' });

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(header).getByRole('menuitem', { name: 'My orders' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(header).getByRole('menuitem', { name: 'Rate alerts' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(header).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(header).getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(header).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(within(header).queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    expect(within(header).getByRole('menu')).toBeInTheDocument();
  });

  it('closes when the user clicks elsewhere on the page', async () => {
    const { user, header } = setup('user');
    await user.click(await within(header).findByRole('button', { name: 'Account menu' }));
    expect(within(header).getByRole('menu')).toBeInTheDocument();

    await user.click(screen.getByRole('main'));

    expect(within(header).queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is in the mobile drawer too, where Escape closes the menu before the drawer', async () => {
    const { user, header } = setup('admin');
    await within(header).findByRole('button', { name: 'Account menu' });

    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Account menu' }));
    expect(within(drawer).getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    expect(within(drawer).getByRole('menuitem', { name: 'Rate alerts' })).toHaveAttribute(
      'href',
      '/account/alerts',
    );

    await user.keyboard('{Escape}');
    expect(within(drawer).queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Account menu' }));
    await user.click(within(drawer).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Log out successfully', { selector: '.toast__message' }),
    ).toBeInTheDocument();
  });

  it('creates the user record once when a remembered user has none yet (GET /me is 404)', async () => {
    const fetch = routeFetch({
      'GET /api/v1/me': () => errorResponse(404, 'ACCOUNT_NOT_CREATED', 'No such user'),
      'POST /api/v1/me': () => jsonResponse(makeUserRecord(EMAIL, 'user')),
    });
    const user = userEvent.setup();
    renderApp('/termsCoditition', { auth: createFakeAuth({ user: makeUser(EMAIL) }) });
    const header = screen.getByRole('banner');

    await user.click(await within(header).findByRole('button', { name: 'Account menu' }));

    expect(within(header).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    const methods = fetch.mock.calls.map(([, init]) => init?.method);
    expect(methods).toEqual(['GET', 'POST']);
  });
});
