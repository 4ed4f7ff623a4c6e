import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuth, firebaseError } from '@/testing/fake-auth';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';

function setup(route: Parameters<typeof renderApp>[0] = '/signUp', meOk = true) {
  routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig()),
    'POST /api/v1/me': () =>
      meOk
        ? jsonResponse(makeUserRecord('new@example.com'))
        : errorResponse(500, 'INTERNAL', 'Something broke'),
  });
  const user = userEvent.setup();
  return { ...renderApp(route, { auth: createFakeAuth() }), user };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(await screen.findByLabelText('Password'), password);
  await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
}

describe('the sign-up screen', () => {
  it.each(['/signUp', '/signup'])(
    'is reached at %s with its heading, Google option and sign-in link',
    async (route) => {
      setup(route);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome You!' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Already User here? Sign In' })).toHaveAttribute(
        'href',
        '/signIn',
      );
    },
  );

  it("says 'Enter an email' when the e-mail is empty", async () => {
    const { user, auth } = setup();
    await fillAndSubmit(user, '', 'secret123');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an email');
    expect(auth.signUpWithEmail).not.toHaveBeenCalled();
  });

  it("says 'Enter a password' when the password is empty", async () => {
    const { user } = setup();
    await fillAndSubmit(user, 'new@example.com', '');

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters. Enter a password',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a password');
  });

  it('asks for at least 6 characters before trying to create the account', async () => {
    const { user, auth } = setup();
    await fillAndSubmit(user, 'new@example.com', '12345');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password must be at least 6 characters long',
    );
    expect(auth.currentUser()).toBeNull();
  });

  it('says when the e-mail already has an account', async () => {
    const { user, auth } = setup();
    auth.signUpWithEmail.mockRejectedValueOnce(firebaseError('auth/email-already-in-use'));
    await fillAndSubmit(user, 'taken@example.com', 'secret123');

    expect(await screen.findByRole('alert')).toHaveTextContent(/already exists/);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/already exists/);
  });

  it("says 'User logged in' and returns to the page the user came from", async () => {
    const { user, router } = setup({
      pathname: '/signUp',
      state: { from: { pathname: '/contact', search: '', hash: '' } },
    });
    await fillAndSubmit(user, 'new@example.com', 'secret123');

    expect(
      await screen.findByText('User logged in', { selector: '.toast__message' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("signs the new user out and says 'Something went wrong' when the record cannot be saved", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, auth, router } = setup('/signUp', false);
    await fillAndSubmit(user, 'new@example.com', 'secret123');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(auth.currentUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/signUp');
  });
});
