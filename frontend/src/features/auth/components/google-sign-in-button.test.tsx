import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, firebaseError } from '@/testing/fake-auth';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';

function setup({ emulator }: { emulator: boolean }) {
  routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig({ emulator })),
    'POST /api/v1/me': () => jsonResponse(makeUserRecord('tester@gmail.com')),
  });
  const user = userEvent.setup();
  const app = renderApp(
    { pathname: '/signIn', state: { from: { pathname: '/contact', search: '', hash: '' } } },
    { auth: createFakeAuth() },
  );
  return { ...app, user };
}

describe('Continue with Google', () => {
  it('with the Auth Emulator, asks for the test account and signs in as the typed e-mail', async () => {
    const { user, auth, router } = setup({ emulator: true });
    const googleButton = await screen.findByRole('button', { name: 'Continue with Google' });

    await user.click(googleButton);

    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google (test mode)' });
    const email = within(dialog).getByLabelText('Google email');
    expect(email).toHaveFocus();
    await user.type(email, 'tester@gmail.com');
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Test Er');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(auth.signInWithGoogle).toHaveBeenCalledWith({
      email: 'tester@gmail.com',
      name: 'Test Er',
    });
    expect(
      await screen.findByText('User logged in', { selector: '.toast__message' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus in the test dialog, and Escape closes it and returns focus to the button', async () => {
    const { user, auth } = setup({ emulator: true });
    const googleButton = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.click(googleButton);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google (test mode)' });

    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Google email')).toHaveAccessibleDescription(
      'Enter an email',
    );

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(googleButton).toHaveFocus();
    expect(auth.signInWithGoogle).not.toHaveBeenCalled();
  });

  it('in production, opens the Google popup directly (no test dialog)', async () => {
    const { user, auth, router } = setup({ emulator: false });

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(auth.signInWithGoogle).toHaveBeenCalledWith(undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing when the user closes the Google popup, and explains a blocked one', async () => {
    const { user, auth, router } = setup({ emulator: false });
    auth.signInWithGoogle
      .mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'))
      .mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    const googleButton = await screen.findByRole('button', { name: 'Continue with Google' });

    await user.click(googleButton);
    await waitFor(() => expect(auth.signInWithGoogle).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(googleButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(/allow pop-ups/i);
    expect(router.state.location.pathname).toBe('/signIn');
  });
});
