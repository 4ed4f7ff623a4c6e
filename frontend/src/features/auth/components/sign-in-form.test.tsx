import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuth, firebaseError } from '@/testing/fake-auth';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';
import { findToast } from '@/testing/toast';

const fromTerms = {
  pathname: '/signIn',
  state: { from: { pathname: '/termsCoditition', search: '?tab=1', hash: '' } },
};

function setup(route: Parameters<typeof renderApp>[0] = '/signIn', meStatus = 200) {
  const fetch = routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig()),
    'POST /api/v1/me': () =>
      meStatus === 200
        ? jsonResponse(makeUserRecord('ana@example.com'))
        : errorResponse(meStatus, 'SERVICE_UNAVAILABLE', 'The identity service is down'),
  });
  const user = userEvent.setup();
  const app = renderApp(route, { auth: createFakeAuth() });
  return { ...app, fetch, user };
}

describe('the sign-in screen', () => {
  it.each(['/signIn', '/signin', '/SIGNIN'])(
    'is reached at %s with its heading, fields and links',
    async (route) => {
      setup(route);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back!' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('We are happy to see you here. Thanks for coming'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'you@example.com');
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
      expect(screen.getByRole('button', { name: "Let's Go!" })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New User here ? Sign Up' })).toHaveAttribute(
        'href',
        '/signUp',
      );
    },
  );

  it("says 'Enter an email' under the field and in a notification when the e-mail is empty", async () => {
    const { user, auth } = setup();

    await user.type(await screen.findByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Enter an email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(await findToast('Enter an email')).toBeInTheDocument();
    expect(auth.currentUser()).toBeNull();
  });

  it("says 'Enter a password' under the field and in a notification when the password is empty", async () => {
    const { user, auth } = setup();

    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter a password');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(await findToast('Enter a password')).toBeInTheDocument();
    expect(auth.currentUser()).toBeNull();
  });

  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    'says "The password doesn\'t match" for %s',
    async (code) => {
      const { user, auth } = setup();
      auth.signInWithEmail.mockRejectedValueOnce(firebaseError(code));

      await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
      await user.type(screen.getByLabelText('Password'), 'not-it');
      await user.click(screen.getByRole('button', { name: "Let's Go!" }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("The password doesn't match");
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        "The password doesn't match",
      );
      expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
      // What the user typed stays, so they only fix the password.
      expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    },
  );

  it.each([
    ['auth/network-request-failed', /check your internet connection/i],
    ['auth/too-many-requests', /too many attempts/i],
    ['auth/user-disabled', /account has been disabled/i],
    ['auth/invalid-email', /valid email address/i],
    ['auth/some-new-code', /^Something went wrong$/],
  ])('explains %s in plain words', async (code, message) => {
    const { user, auth } = setup();
    auth.signInWithEmail.mockRejectedValueOnce(firebaseError(code));

    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'User logged in', saves the user record and goes back to where the user came from", async () => {
    const { user, router, fetch } = setup(fromTerms);

    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));

    expect(await findToast('User logged in')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/termsCoditition'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();

    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toBe(
      'Bearer token-for-uid-ana@example.com',
    );
  });

  it('goes home after signing in when no page was remembered', async () => {
    const { user, router } = setup('/signIn');

    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("signs the user out again and says 'Something went wrong' when their record cannot be saved", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, auth } = setup(fromTerms, 503);

    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(auth.currentUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/signIn');
    expect(screen.queryByText('User logged in')).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('passes the remembered page on to the sign-up link', async () => {
    const { user, router } = setup(fromTerms);

    await user.click(await screen.findByRole('link', { name: 'New User here ? Sign Up' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome You!' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual(fromTerms.state);
  });
});
