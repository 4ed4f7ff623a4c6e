import { Inject, Injectable } from '@nestjs/common';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { DomainError, LOGGER } from '@fx/service-kit';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
}

const CACHE_LIMIT = 10_000;

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/**
 * Checks a Firebase ID token: signature (in production), expiry, audience and issuer of our
 * project, and then the account itself, which must exist, be enabled, not have had its sessions
 * revoked since the token was issued, and still have the e-mail the token claims. The last check
 * is the one that also holds in emulator mode, where tokens carry no signature. A verified token
 * is reused for a few seconds, so a page full of calls costs one lookup.
 */
@Injectable()
export class TokenVerifier implements OnApplicationShutdown {
  private readonly app: App;
  private readonly auth: Auth;
  private readonly cache = new Map<string, { identity: VerifiedIdentity; until: number }>();
  private readonly cacheMs: number;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // firebase-admin reads this one setting from the process environment itself. The parsed
    // configuration (which refuses it in production) is the one source of truth, so set it from there.
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // With a service account key (production), accounts are looked up with its credentials;
    // the emulator needs none.
    this.app = initializeApp(
      {
        projectId: env.FIREBASE_PROJECT_ID,
        ...(env.GOOGLE_APPLICATION_CREDENTIALS
          ? { credential: cert(env.GOOGLE_APPLICATION_CREDENTIALS) }
          : {}),
      },
      `gateway-${Math.random().toString(36).slice(2)}`,
    );
    this.auth = getAuth(this.app);
    this.cacheMs = env.TOKEN_CACHE_SECONDS * 1000;
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    const cached = this.cache.get(idToken);
    if (cached && cached.until > Date.now()) return cached.identity;

    let decoded;
    let account;
    try {
      decoded = await this.auth.verifyIdToken(idToken, false);
      account = await this.auth.getUser(decoded.uid);
    } catch (error) {
      this.logger.info(
        { reason: (error as { code?: string }).code ?? (error as Error).message },
        'token refused',
      );
      throw new DomainError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
    }
    const validSince = account.tokensValidAfterTime
      ? Date.parse(account.tokensValidAfterTime) / 1000
      : 0;
    const email = decoded.email;
    if (
      account.disabled ||
      decoded.auth_time < Math.floor(validSince) ||
      !email ||
      email.toLowerCase() !== account.email?.toLowerCase()
    ) {
      throw new DomainError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
    }
    const identity: VerifiedIdentity = {
      uid: decoded.uid,
      email,
      emailVerified: account.emailVerified,
    };
    if (this.cacheMs > 0) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(idToken, {
        identity,
        until: Math.min(Date.now() + this.cacheMs, decoded.exp * 1000),
      });
    }
    return identity;
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}
