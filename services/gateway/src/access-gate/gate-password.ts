import { randomBytes, scrypt as scryptCallback, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

const COST = { N: 16384, r: 8, p: 1 };

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: what ACCESS_GATE_PASSWORD_HASH holds. */
export function hashGatePasswordSync(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifyGatePassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.expected.length, parsed.cost);
  return actual.length === parsed.expected.length && timingSafeEqual(actual, parsed.expected);
}

/** The same check, blocking: for configuration checks at start, never on a request. */
export function verifyGatePasswordSync(password: string, stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = scryptSync(password, parsed.salt, parsed.expected.length, parsed.cost);
  return actual.length === parsed.expected.length && timingSafeEqual(actual, parsed.expected);
}

function parseStored(stored: string) {
  const [kind, N, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !N || !r || !p || !salt || !hash) return undefined;
  return {
    salt: Buffer.from(salt, 'base64url'),
    expected: Buffer.from(hash, 'base64url'),
    cost: { N: Number(N), r: Number(r), p: Number(p) },
  };
}
