import type { Role } from '@fx/contracts';
import { createContext, use } from 'react';
import type { ApiError } from '@/lib/api-client';
import type { EmulatorGoogleAccount } from '@/lib/firebase';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export type SignedInUser = {
  email: string | null;
  photoURL: string | null;
  displayName: string | null;
  /** The API shows a user's orders and alerts only once their e-mail address is verified. */
  emailVerified: boolean;
};

export type AuthState = {
  status: AuthStatus;
  user: SignedInUser | null;
  /** From POST/GET /api/v1/me; null while loading, when signed out, or if the check failed. */
  role: Role | null;
  /** Every role the user holds (issue 33: roles are a set); empty while unknown. */
  roles: Role[];
  /** Set when the user is signed in but their role could not be loaded. */
  roleError: ApiError | null;
};

export type AuthContextValue = AuthState & {
  /** Each resolves once the user is signed in and their record is saved (POST /me). */
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signUpWithEmail: (email: string, password: string) => Promise<void>;
  signInWithGoogle: (account?: EmulatorGoogleAccount) => Promise<void>;
  signOut: () => Promise<void>;
  /** E-mails the signed-in user a link that verifies their address. */
  sendEmailVerification: () => Promise<void>;
  /** Tries loading the role again after `roleError`. */
  retryRole: () => void;
};

/** The roles of a user record; a record from before issue 33 carries only `role`. */
export function rolesOf(record: { role: Role; roles?: Role[] | undefined }): Role[] {
  return record.roles && record.roles.length > 0 ? record.roles : ['user', record.role];
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
