import type { UserRecord } from '@fx/contracts';
import {
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useToast } from '@/components/ui/toast';
import { getMe, postMe } from '@/features/auth/api/me';
import { AuthContext, rolesOf } from '@/lib/use-auth';
import type { AuthContextValue, AuthState } from '@/lib/use-auth';
import { SOMETHING_WENT_WRONG, UserSyncError } from '@/features/auth/utils/user-sync-error';
import { ApiError, isApiError, setAuthTokenGetter } from '@/lib/api-client';
import type { AuthAdapter, AuthUser } from '@/lib/firebase';

const SIGNED_OUT: AuthState = {
  status: 'signed-out',
  user: null,
  role: null,
  roles: [],
  roleError: null,
};
const LOADING: AuthState = {
  status: 'loading',
  user: null,
  role: null,
  roles: [],
  roleError: null,
};

function toSignedInUser({ email, photoURL, displayName, emailVerified }: AuthUser) {
  return { email, photoURL, displayName, emailVerified };
}

function asApiError(error: unknown): ApiError {
  return isApiError(error)
    ? error
    : new ApiError({ statusCode: 0, code: 'INTERNAL', message: SOMETHING_WENT_WRONG });
}

/**
 * Who is signed in, and their role. Firebase reports the user; the API owns the role. After a
 * sign-in or sign-up the user record is saved (POST /me) and its role used; if that fails the
 * user is signed out again and told 'Something went wrong' (spec, section 4). On a page load
 * with a remembered session the role comes from GET /me (a 404 means no record yet: POST once).
 */
export function AuthProvider({ adapter, children }: { adapter: AuthAdapter; children: ReactNode }) {
  const toast = useToast();
  const [state, setState] = useState<AuthState>(LOADING);
  const [currentUser, setCurrentUser] = useState<AuthUser | null>(null);
  /** A sign-in started here is saving the user record itself: the auth listener leaves it be. */
  const syncing = useRef(false);
  /** The user whose role is known, so a repeated report for them does not reload it. */
  const resolvedUid = useRef<string | null>(null);
  /** Bumped on every change of user, so answers that arrive late for an old one are dropped. */
  const generation = useRef(0);

  const signOutAfterFailedSync = useCallback(async () => {
    resolvedUid.current = null;
    generation.current += 1;
    await adapter.signOut().catch(() => undefined);
    setCurrentUser(null);
    setState(SIGNED_OUT);
    toast.error(SOMETHING_WENT_WRONG);
  }, [adapter, toast]);

  /** The user and their record are both known: the session is complete. */
  const markSignedIn = useCallback((user: AuthUser, record: UserRecord) => {
    resolvedUid.current = user.uid;
    setState({
      status: 'signed-in',
      user: toSignedInUser(user),
      role: record.role,
      roles: rolesOf(record),
      roleError: null,
    });
  }, []);

  const loadRole = useCallback(
    async (user: AuthUser) => {
      generation.current += 1;
      const current = generation.current;
      const isCurrent = () => current === generation.current;
      setState({
        status: 'loading',
        user: toSignedInUser(user),
        role: null,
        roles: [],
        roleError: null,
      });

      let record: UserRecord | null = null;
      try {
        record = await getMe();
      } catch (error) {
        if (!isApiError(error) || error.code !== 'ACCOUNT_NOT_CREATED') {
          if (isCurrent()) {
            setState({
              status: 'signed-in',
              user: toSignedInUser(user),
              role: null,
              roles: [],
              roleError: asApiError(error),
            });
          }
          return;
        }
      }
      if (!record) {
        try {
          record = await postMe();
        } catch {
          if (isCurrent()) await signOutAfterFailedSync();
          return;
        }
      }
      if (!isCurrent()) return;
      markSignedIn(user, record);
    },
    [signOutAfterFailedSync, markSignedIn],
  );

  // Firebase reports the session soon after the page starts, often while it is still hydrating:
  // a transition, so React renders the change in slices instead of the whole page at once.
  const onAuthUser = useEffectEvent((user: AuthUser | null) =>
    startTransition(() => {
      setCurrentUser(user);
      if (!user) {
        resolvedUid.current = null;
        generation.current += 1;
        setState(SIGNED_OUT);
        return;
      }
      if (syncing.current) return;
      if (resolvedUid.current === user.uid) {
        setState((previous) => ({ ...previous, user: toSignedInUser(user) }));
        return;
      }
      void loadRole(user);
    }),
  );

  const onAuthError = useEffectEvent((error: unknown) => {
    // Firebase could not start (config or SDK unreachable): treat as signed out; signing in
    // tries again and reports the reason.
    console.error('Sign-in is not available', error);
    setState(SIGNED_OUT);
  });

  useEffect(() => {
    const unregister = setAuthTokenGetter(() => adapter.getIdToken());
    const unsubscribe = adapter.onAuthStateChanged(onAuthUser, onAuthError);
    return () => {
      unsubscribe();
      unregister();
    };
  }, [adapter]);

  const completeSignIn = useCallback(
    async (signIn: () => Promise<AuthUser>) => {
      syncing.current = true;
      try {
        const user = await signIn();
        generation.current += 1;
        setCurrentUser(user);
        setState({
          status: 'loading',
          user: toSignedInUser(user),
          role: null,
          roles: [],
          roleError: null,
        });
        let record: UserRecord;
        try {
          record = await postMe();
        } catch (error) {
          console.error('Saving the user record failed', error);
          await signOutAfterFailedSync();
          throw new UserSyncError();
        }
        markSignedIn(user, record);
      } finally {
        syncing.current = false;
      }
    },
    [signOutAfterFailedSync, markSignedIn],
  );

  const signOut = useCallback(async () => {
    await adapter.signOut();
    resolvedUid.current = null;
    generation.current += 1;
    setCurrentUser(null);
    setState(SIGNED_OUT);
  }, [adapter]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signInWithEmail: (email, password) =>
        completeSignIn(() => adapter.signInWithEmail(email, password)),
      signUpWithEmail: (email, password) =>
        completeSignIn(() => adapter.signUpWithEmail(email, password)),
      signInWithGoogle: (account) => completeSignIn(() => adapter.signInWithGoogle(account)),
      signOut,
      sendEmailVerification: () => adapter.sendEmailVerification(),
      retryRole: () => {
        if (currentUser) void loadRole(currentUser);
      },
    }),
    [state, adapter, completeSignIn, signOut, currentUser, loadRole],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
