import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AccessGateGrant } from '@fx/contracts';
import { Clock, DomainError } from '@fx/service-kit';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import { verifyGatePassword } from './gate-password';
import type { GatewayEnv } from '../config/env';

export const WRONG_GATE_CREDENTIALS = 'Wrong username or password.';

/** Compares in constant time whatever the lengths, by comparing digests. */
function sameText(a: string, b: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(a).digest(),
    createHash('sha256').update(b).digest(),
  );
}

/**
 * The staff gate ("Secure Box"). The original compared a hard-coded pair in the browser; here the
 * server checks configured credentials (password stored as an scrypt hash, both fields compared in
 * constant time; the route is rate limited) and answers with a short-lived signed token that
 * every /admin call must then carry. Its expiry is on the services' clock, the one the browser
 * compares it with (a test's FX_TEST_NOW in both).
 */
/**
 * The gate's limit of tries, read by its route's rate limit on each request: set from the
 * settings when the gateway starts (route options are fixed before any provider exists).
 */
export const gateAttempts = { max: 5 };

@Injectable()
export class AccessGateService {
  readonly enabled: boolean;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly clock: Clock,
  ) {
    this.enabled = Boolean(env.ACCESS_GATE_USERNAME);
    gateAttempts.max = env.ACCESS_GATE_ATTEMPTS;
  }

  async open(username: string, password: string): Promise<AccessGateGrant> {
    if (!this.enabled)
      throw new DomainError('STAFF_GATE_OFF', 'The staff gate is not in use here.');
    // Both checks always run, so a wrong username takes as long as a wrong password.
    const [userOk, passwordOk] = [
      sameText(username, this.env.ACCESS_GATE_USERNAME ?? ''),
      await verifyGatePassword(password, this.env.ACCESS_GATE_PASSWORD_HASH ?? ''),
    ];
    if (!userOk || !passwordOk) throw new DomainError('UNAUTHENTICATED', WRONG_GATE_CREDENTIALS);
    const expiresAt = new Date(
      this.clock.now().getTime() + this.env.ACCESS_GATE_TTL_MINUTES * 60_000,
    );
    const payload = Buffer.from(
      JSON.stringify({ v: 1, exp: Math.floor(expiresAt.getTime() / 1000) }),
    ).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, expiresAt: expiresAt.toISOString() };
  }

  /** True for a token this gateway signed that has not expired. */
  accepts(token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return false;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    try {
      const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        exp?: unknown;
      };
      return typeof exp === 'number' && exp * 1000 > this.clock.now().getTime();
    } catch {
      return false;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.env.ACCESS_GATE_SECRET ?? '')
      .update(payload)
      .digest('base64url');
  }
}
