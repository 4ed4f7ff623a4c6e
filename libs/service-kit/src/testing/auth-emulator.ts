/**
 * The Firebase Auth Emulator's REST API, for tests: make accounts and get real ID tokens the way
 * the SPA would, and act as the project owner (verify an e-mail, disable an account).
 */
export class AuthEmulator {
  readonly baseUrl: string;

  constructor(
    host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    readonly projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-fx',
  ) {
    this.baseUrl = `http://${host}`;
  }

  private async call<T>(path: string, body: unknown, owner = false): Promise<T> {
    const response = await fetch(
      `${this.baseUrl}/identitytoolkit.googleapis.com/v1/${path}${owner ? '' : '?key=fake-api-key'}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(owner ? { authorization: 'Bearer owner' } : {}),
        },
        body: JSON.stringify(body),
      },
    );
    const json = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok)
      throw new Error(`emulator ${path}: ${json.error?.message ?? response.status}`);
    return json;
  }

  /**
   * Makes a password account and signs it in. The sign-up's own token is not handed out: the
   * emulator times it (auth_time) before it marks the account's tokens valid (validSince), with a
   * clock read each, rounded down to the second; should a second turn in between, the token reads
   * as issued before the account's tokens became valid, and the gateway, checking as
   * firebase-admin's checkRevoked does, refuses it. A sign-in after is timed after both.
   */
  async signUp(
    email: string,
    password = 'correct-horse-1',
  ): Promise<{ uid: string; idToken: string }> {
    await this.call('accounts:signUp', { email, password, returnSecureToken: true });
    return this.signIn(email, password);
  }

  async signIn(
    email: string,
    password = 'correct-horse-1',
  ): Promise<{ uid: string; idToken: string }> {
    const result = await this.call<{ localId: string; idToken: string }>(
      'accounts:signInWithPassword',
      { email, password, returnSecureToken: true },
    );
    return { uid: result.localId, idToken: result.idToken };
  }

  /** Google sign-in as the emulator accepts it: a fake Google id_token made of JSON claims. */
  async signInWithGoogle(email: string): Promise<{ uid: string; idToken: string }> {
    const claims = JSON.stringify({
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: email.split('@')[0],
    });
    const result = await this.call<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    });
    return { uid: result.localId, idToken: result.idToken };
  }

  /** Deletes an account, as its owner would (the address is free for another account then). */
  async delete(uid: string): Promise<void> {
    await this.call(`projects/${this.projectId}/accounts:delete`, { localId: uid }, true);
  }

  async update(
    uid: string,
    changes: { emailVerified?: boolean; disableUser?: boolean },
  ): Promise<void> {
    await this.call(
      `projects/${this.projectId}/accounts:update`,
      { localId: uid, ...changes },
      true,
    );
  }
}

/** An emulator ID token (unsigned JWT) with some claims changed, as an attacker would forge it. */
export function forgeToken(idToken: string, changes: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const claims = {
    ...(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >),
    ...changes,
  };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}
