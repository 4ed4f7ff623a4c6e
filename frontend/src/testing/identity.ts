import type { PublicConfig, Role, UserRecord } from '@fx/contracts';

/** A P-256 public key (base64url), as the notifications service's dev key. */
export const TEST_VAPID_PUBLIC_KEY =
  'BOhWFKq0j88NVEnLIyUKmaiHWcNkTIlktHVHccCusR-Xhq9cbX-Rkjzb4-PuEZO2VPQzQXZnPzWiBqN38gpvQEc';

/** GET /api/v1/config as the gateway answers it. */
export function makePublicConfig({
  emulator = false,
  accessGate = false,
  push = false,
}: { emulator?: boolean; accessGate?: boolean; push?: boolean } = {}): PublicConfig {
  return {
    firebase: {
      apiKey: 'test-api-key',
      authDomain: 'demo-fx.firebaseapp.com',
      projectId: 'demo-fx',
    },
    authEmulatorUrl: emulator ? 'http://127.0.0.1:9099' : null,
    accessGate: { enabled: accessGate },
    push: push
      ? { enabled: true, vapidPublicKey: TEST_VAPID_PUBLIC_KEY }
      : { enabled: false, vapidPublicKey: null },
  };
}

/** POST/GET /api/v1/me as the gateway answers it. */
export function makeUserRecord(email: string, role: Role | Role[] = 'user'): UserRecord {
  const held = Array.isArray(role) ? role : [role];
  const roles: Role[] = ['user', ...held.filter((each) => each !== 'user')];
  return {
    id: '3f1c2a9e-8d4b-4c6f-9a2e-7b5d1e0c4a11',
    email,
    role: roles.includes('admin') ? 'admin' : 'user',
    roles,
    createdAt: '2025-03-01T09:00:00.000Z',
    lastSignInAt: '2025-03-05T14:30:00.000Z',
  };
}
