import type { PublicConfig } from '@fx/contracts';
import type * as FirebaseAuth from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { mayHaveSession, noteSession } from '@/lib/auth-session';
import { getPublicConfig } from '@/lib/public-config';

/**
 * The only door to the Firebase JS SDK. The SDK is imported dynamically, so it ships as its own
 * chunk that loads after the page, and only where someone may be signed in or signs in
 * (lib/auth-session.ts); components (and tests) talk to this small adapter instead.
 */

/** The signed-in user as the app needs it. */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Whether the e-mail address is verified: the API finds a user's orders and alerts by it. */
  emailVerified: boolean;
};

/** In emulator mode Google sign-in takes the account typed in a test dialog instead of a popup. */
export type EmulatorGoogleAccount = { email: string; name?: string | undefined };

export type AuthAdapter = {
  signInWithEmail(email: string, password: string): Promise<AuthUser>;
  signUpWithEmail(email: string, password: string): Promise<AuthUser>;
  /** A popup in production; with the Auth Emulator, a fake Google credential for `account`. */
  signInWithGoogle(account?: EmulatorGoogleAccount): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Calls `next` with the current user once Firebase knows it, then on every sign-in and
   * sign-out; `onError` if Firebase could not be started. Returns the unsubscribe function.
   */
  onAuthStateChanged(
    next: (user: AuthUser | null) => void,
    onError?: (error: unknown) => void,
  ): () => void;
  /** The current user's ID token (refreshed by Firebase when near expiry), or null. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** E-mails the signed-in user a link that verifies their address. */
  sendEmailVerification(): Promise<void>;
};

type Sdk = {
  auth: Auth;
  mod: typeof FirebaseAuth;
  config: PublicConfig;
};

let sdk: Promise<Sdk> | null = null;

async function startFirebase(): Promise<Sdk> {
  const [config, appModule, mod] = await Promise.all([
    getPublicConfig(),
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  // Without a popup/redirect resolver (getAuth's default), no Google script is fetched at start on
  // every page; signing in with Google hands the resolver to signInWithPopup itself. An app already
  // started (a retried start) keeps the auth it was given.
  const started = appModule.getApps()[0];
  const app =
    started ??
    appModule.initializeApp({
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    });
  const auth = started
    ? mod.getAuth(app)
    : mod.initializeAuth(app, {
        persistence: [mod.indexedDBLocalPersistence, mod.browserLocalPersistence],
      });
  if (config.authEmulatorUrl) {
    mod.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return { auth, mod, config };
}

/** Called once Firebase starts: auth listeners that did not start it themselves. */
const onStart = new Set<() => void>();

/** Starts Firebase once; a failed start (API or chunk unreachable) is retried on the next call. */
function loadFirebase(): Promise<Sdk> {
  if (!sdk) {
    sdk = startFirebase().catch((error: unknown) => {
      sdk = null;
      throw error;
    });
    for (const listener of onStart) listener();
  }
  return sdk;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

export const firebaseAuthAdapter: AuthAdapter = {
  async signInWithEmail(email, password) {
    const { auth, mod } = await loadFirebase();
    const { user } = await mod.signInWithEmailAndPassword(auth, email, password);
    return toAuthUser(user);
  },

  async signUpWithEmail(email, password) {
    const { auth, mod } = await loadFirebase();
    const { user } = await mod.createUserWithEmailAndPassword(auth, email, password);
    return toAuthUser(user);
  },

  async signInWithGoogle(account) {
    const { auth, mod, config } = await loadFirebase();
    if (config.authEmulatorUrl) {
      // The popup cannot work offline (TECH-NOTES): the emulator accepts an unsigned JSON token.
      if (!account)
        throw Object.assign(new Error('No test account given'), { code: 'auth/argument-error' });
      const idToken = JSON.stringify({
        sub: `google-${account.email}`,
        email: account.email,
        email_verified: true,
        name: account.name || undefined,
      });
      const { user } = await mod.signInWithCredential(
        auth,
        mod.GoogleAuthProvider.credential(idToken),
      );
      return toAuthUser(user);
    }
    const { user } = await mod.signInWithPopup(
      auth,
      new mod.GoogleAuthProvider(),
      mod.browserPopupRedirectResolver,
    );
    return toAuthUser(user);
  },

  async signOut() {
    const { auth, mod } = await loadFirebase();
    await mod.signOut(auth);
  },

  onAuthStateChanged(next, onError) {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    const listen = () => {
      onStart.delete(listen);
      loadFirebase().then(
        ({ auth, mod }) => {
          if (cancelled) return;
          unsubscribe = mod.onAuthStateChanged(auth, (user) => {
            noteSession(user !== null);
            next(user ? toAuthUser(user) : null);
          });
        },
        (error: unknown) => {
          if (!cancelled) onError?.(error);
        },
      );
    };
    // Nobody signed in on this browser: signed out at once, and Firebase is left unstarted until
    // a sign-in starts it (the listener then follows it like any other).
    void mayHaveSession().then((maybe) => {
      if (cancelled) return;
      if (maybe || sdk) return listen();
      next(null);
      onStart.add(listen);
    });
    return () => {
      cancelled = true;
      onStart.delete(listen);
      unsubscribe?.();
    };
  },

  async getIdToken(forceRefresh = false) {
    if (!sdk && !(await mayHaveSession())) return null;
    const { auth } = await loadFirebase();
    await auth.authStateReady();
    return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
  },

  async sendEmailVerification() {
    const { auth, mod } = await loadFirebase();
    await auth.authStateReady();
    if (!auth.currentUser) {
      throw Object.assign(new Error('Nobody is signed in'), { code: 'auth/user-token-expired' });
    }
    await mod.sendEmailVerification(auth.currentUser);
  },
};
