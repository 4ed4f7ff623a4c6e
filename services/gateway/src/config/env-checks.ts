// The gateway's checks of single settings that need more than a schema: a key file read from
// disk, a password hash scrypt must accept, proxy addresses. config/env.ts applies them.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { verifyGatePasswordSync } from '../access-gate/gate-password';

/** Why a service account key file cannot be used, or null when it can. */
export function serviceAccountProblem(file: string | undefined, projectId: string): string | null {
  if (!file)
    return 'is required in production: the path of a Firebase service account key file (a Docker secret)';
  let key: { type?: string; project_id?: string; private_key?: string; client_email?: string };
  try {
    key = JSON.parse(readFileSync(file, 'utf8')) as typeof key;
  } catch (error) {
    return `cannot be read as a JSON key file (${(error as NodeJS.ErrnoException).code ?? 'not JSON'}): ${file}`;
  }
  if (key.type !== 'service_account' || !key.private_key || !key.client_email)
    return `is not a service account key file (type "service_account" with a private key): ${file}`;
  if (key.project_id !== projectId)
    return `belongs to project "${key.project_id}", not FIREBASE_PROJECT_ID "${projectId}"`;
  return null;
}

/** Whether scrypt takes the hash's parameters. */
export function isUsableGateHash(hash: string): boolean {
  try {
    verifyGatePasswordSync('', hash);
    return true;
  } catch {
    return false;
  }
}

/** An IPv4 or IPv6 address, optionally with a /prefix, or one of proxy-addr's names. */
export function isAddressOrRange(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return Number.isInteger(bits) && bits >= 0 && bits <= (isIP(address) === 4 ? 32 : 128);
}
