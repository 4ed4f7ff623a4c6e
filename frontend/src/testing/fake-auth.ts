import { vi } from 'vitest';
import type { AuthAdapter, AuthUser, EmulatorGoogleAccount } from '@/lib/firebase';

/** An error as the Firebase SDK throws it (only `code` matters to the app). */
export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

export function makeUser(email: string, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: `uid-${email}`,
    email,
    displayName: null,
    photoURL: null,
    emailVerified: true,
    ...overrides,
  };
}

/**
 * An in-memory stand-in for Firebase Auth: every sign-in succeeds for any e-mail unless a test
 * makes a method reject (`auth.signInWithEmail.mockRejectedValueOnce(firebaseError(...))`).
 */
export function createFakeAuth({ user = null }: { user?: AuthUser | null } = {}) {
  let current: AuthUser | null = user;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const setUser = (next: AuthUser | null) => {
    current = next;
    for (const listener of listeners) listener(current);
  };

  const adapter = {
    signInWithEmail: vi.fn(async (email: string, _password: string) => {
      const signedIn = makeUser(email);
      setUser(signedIn);
      return signedIn;
    }),
    signUpWithEmail: vi.fn(async (email: string, _password: string) => {
      const signedIn = makeUser(email);
      setUser(signedIn);
      return signedIn;
    }),
    signInWithGoogle: vi.fn(async (account?: EmulatorGoogleAccount) => {
      const signedIn = makeUser(account?.email ?? 'google.user@gmail.com', {
        displayName: account?.name ?? null,
      });
      setUser(signedIn);
      return signedIn;
    }),
    signOut: vi.fn(async () => setUser(null)),
    onAuthStateChanged: vi.fn((next: (user: AuthUser | null) => void) => {
      listeners.add(next);
      next(current);
      return () => {
        listeners.delete(next);
      };
    }),
    getIdToken: vi.fn(async () => (current ? `token-for-${current.uid}` : null)),
    sendEmailVerification: vi.fn(async () => {
      if (!current) throw firebaseError('auth/user-token-expired');
    }),
  } satisfies AuthAdapter;

  return Object.assign(adapter, {
    /** Who Firebase thinks is signed in right now. */
    currentUser: () => current,
  });
}

export type FakeAuth = ReturnType<typeof createFakeAuth>;
