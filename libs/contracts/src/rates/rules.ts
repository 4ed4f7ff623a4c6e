// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import type { RatesStatus } from './currencies';

/** The moment the table's rates stop being good for orders. */
export function ratesStaleAt(status: Pick<RatesStatus, 'refreshedAt' | 'maxAgeSeconds'>): Date {
  return new Date(Date.parse(status.refreshedAt) + status.maxAgeSeconds * 1000);
}

/** Older than the maximum age: quotes say so, orders are refused. */
export function ratesAreStale(
  status: Pick<RatesStatus, 'refreshedAt' | 'maxAgeSeconds'>,
  now: Date = new Date(),
): boolean {
  return now.getTime() > ratesStaleAt(status).getTime();
}

/** Not market prices to rely on: the offline snapshot, or stale rates. Never labelled "live". */
export function ratesAreIndicative(status: RatesStatus, now: Date = new Date()): boolean {
  return status.provider === 'offline' || ratesAreStale(status, now);
}
