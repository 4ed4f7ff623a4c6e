import type { EventEnvelope, UserRecord } from '@fx/contracts';
import { EventSubscriber } from '@fx/service-kit';
import { AuthEmulator, memoryLogger, randomSuffix, testUrls } from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../../src/access-gate/gate-password';
import { injectInto } from './gateway-harness';
import { startGatewayStack } from './gateway-stack';
import type { GatewayStack } from './gateway-stack';

/**
 * Sign-in and authorization through the whole chain: the real Firebase Auth Emulator issues the
 * tokens, the gateway (with a staff gate, and no cache of tokens or roles) verifies them, and the
 * real identity service keeps the records and roles; rates, orders, payments and compliance run
 * behind it too. Started
 * before the file's tests (hooks registered here), with the helpers the tests share.
 */
export function useAuthStack(label: string) {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const run = randomSuffix();
  const bootstrapAdmin = `boss-${run}@highstreetfx.test`;
  const gate = { username: 'staff', password: `gate-${run}` };
  const promotions: EventEnvelope[] = [];
  const started = {} as { stack: GatewayStack };

  beforeAll(async () => {
    started.stack = await startGatewayStack({
      label,
      logger,
      services: {
        identity: { BOOTSTRAP_ADMIN_EMAILS: bootstrapAdmin },
        rates: {},
        orders: {},
        // Card payments off: its staff routes still answer (the admin route walk asks them all).
        payments: {},
        // Screens each order (staff accept only clear ones), keeps ID records, answers officers.
        compliance: {},
      },
      gateway: {
        ROLE_CACHE_SECONDS: '0',
        TOKEN_CACHE_SECONDS: '0',
        ACCESS_GATE_USERNAME: gate.username,
        ACCESS_GATE_PASSWORD_HASH: hashGatePasswordSync(gate.password),
        ACCESS_GATE_SECRET: `secret-${run}-0123456789abcdefghijklmnop`,
      },
    });
    await new EventSubscriber(started.stack.connection, logger).subscribe({
      queue: 'test.promotions',
      events: ['user.promoted'],
      handler: (event) => void promotions.push(event),
    });
  }, 90_000);

  afterAll(async () => {
    await started.stack?.close();
  });

  const http = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; gateToken?: string; body?: unknown } = {},
  ) =>
    injectInto(started.stack.gateway, method, url, {
      ...options,
      ...(options.gateToken ? { headers: { 'x-access-gate': options.gateToken } } : {}),
    });

  const signUpUser = async (label: string) => {
    const account = await emulator.signUp(`${label}-${randomSuffix()}@example.com`);
    const record = (
      await http('POST', '/api/v1/me', { token: account.idToken, body: {} })
    ).json<UserRecord>();
    return { ...account, record };
  };

  /** The bootstrap admin signed in with Google (a verified e-mail): their ID token. */
  const signInAdmin = async () => {
    const { idToken } = await emulator.signInWithGoogle(bootstrapAdmin);
    await http('POST', '/api/v1/me', { token: idToken, body: {} });
    return idToken;
  };

  /** A compliance officer who is not an admin (the admin grants the role): their ID token. */
  const signInOfficer = async (adminToken: string, gateToken: string) => {
    const email = `officer-${randomSuffix()}@highstreetfx.test`;
    const { idToken } = await emulator.signInWithGoogle(email);
    const { id } = (
      await http('POST', '/api/v1/me', { token: idToken, body: {} })
    ).json<UserRecord>();
    const url = `/api/v1/admin/users/${id}/roles/compliance_officer`;
    const granted = await http('PUT', url, { token: adminToken, gateToken });
    if (granted.statusCode !== 200) throw new Error(`granting the officer role: ${granted.body}`);
    return idToken;
  };

  /** The staff gate opened with the right credentials: its token. */
  const openGate = async () =>
    (await http('POST', '/api/v1/access-gate', { body: gate })).json<{ token: string }>().token;

  return {
    /** What beforeAll started: read it in a test or a hook, not while the file is collected. */
    started,
    emulator,
    bootstrapAdmin,
    gate,
    promotions,
    http,
    signUpUser,
    signInAdmin,
    signInOfficer,
    openGate,
  };
}
