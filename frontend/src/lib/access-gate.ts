import type { AccessGateGrant } from '@fx/contracts';

/**
 * The staff gate ("Secure Box") token: kept for the browser tab only (sessionStorage), sent on
 * every /api/v1/admin/* call while it has not expired. The same string as ACCESS_GATE_HEADER in
 * @fx/contracts (identity/schemas.ts), written here because that module brings zod with it.
 */
export const ACCESS_GATE_HEADER = 'x-access-gate';
export const ACCESS_GATE_STORAGE_KEY = 'fx.accessGate';

/** A token this close to its expiry is treated as expired, so a call never races the deadline. */
const EXPIRY_MARGIN_MS = 5_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings): the gate then has to be passed again.
    return null;
  }
}

function isGrant(value: unknown): value is AccessGateGrant {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { token?: unknown }).token === 'string' &&
    typeof (value as { expiresAt?: unknown }).expiresAt === 'string'
  );
}

export function storeAccessGrant(grant: AccessGateGrant): void {
  try {
    storage()?.setItem(
      ACCESS_GATE_STORAGE_KEY,
      JSON.stringify({ token: grant.token, expiresAt: grant.expiresAt }),
    );
  } catch {
    // Quota or privacy mode: the grant lives no longer than this page.
  }
}

export function clearAccessGrant(): void {
  try {
    storage()?.removeItem(ACCESS_GATE_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The stored grant if it is still valid; an expired or unreadable one is removed. */
export function readAccessGrant(now: number = Date.now()): AccessGateGrant | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(ACCESS_GATE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const expiresAt = isGrant(value) ? Date.parse(value.expiresAt) : Number.NaN;
  if (!isGrant(value) || Number.isNaN(expiresAt) || expiresAt - EXPIRY_MARGIN_MS <= now) {
    clearAccessGrant();
    return null;
  }
  return value;
}

export function hasValidAccessGrant(now?: number): boolean {
  return readAccessGrant(now) !== null;
}
