import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { IdentityEnv } from '../config/env';
import { IDENTITY_ENV } from './users.tokens';

/**
 * The Firebase sign-in accounts, as their project's owner: the Auth Emulator in development and
 * tests (FIREBASE_AUTH_EMULATOR_HOST), the real project with a service account in production.
 * Initialised like the gateway's token verifier.
 */
@Injectable()
export class FirebaseAccounts implements OnApplicationShutdown {
  private readonly app: App;

  constructor(@Inject(IDENTITY_ENV) env: IdentityEnv) {
    // firebase-admin reads this one setting from the process environment itself; the parsed
    // configuration (which refuses it in production) is the source of truth.
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    this.app = initializeApp(
      {
        projectId: env.FIREBASE_PROJECT_ID,
        ...(env.GOOGLE_APPLICATION_CREDENTIALS
          ? { credential: cert(env.GOOGLE_APPLICATION_CREDENTIALS) }
          : {}),
      },
      `identity-${Math.random().toString(36).slice(2)}`,
    );
  }

  /** Deletes a sign-in account: false when there was none. */
  async delete(uid: string): Promise<boolean> {
    try {
      await getAuth(this.app).deleteUser(uid);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}
