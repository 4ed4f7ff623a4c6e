import type { ComplianceStatus } from '@fx/contracts';

/**
 * How long a standing heard on the staff stream outranks the orders service's copy. The gateway
 * forwards `order.screened` (and the rest) at once, while the orders service records it as
 * background work, held by a rush for up to 15 s: a list read on hearing it could still say
 * `pending`, and Accept stayed disabled with nothing left to refresh it (the dashboard's browser
 * test failed so in CI). Past this, the service's copy is trusted again, so a standing whose later
 * event was missed (the stream reconnecting) cannot stick.
 */
export const HEARD_STANDING_MS = 30_000;

const heard = new Map<string, { status: ComplianceStatus; until: number }>();

/** A standing heard on the stream for this order. */
export function hearStanding(orderId: string, status: ComplianceStatus, now = Date.now()): void {
  heard.set(orderId, { status, until: now + HEARD_STANDING_MS });
}

/**
 * The order's standing to show, given what the orders service said: the one heard on the stream
 * until the service says the same (then forgotten) or HEARD_STANDING_MS pass.
 */
export function standingOf(orderId: string, served: ComplianceStatus, now = Date.now()) {
  const known = heard.get(orderId);
  if (!known) return served;
  if (known.status === served || known.until <= now) {
    heard.delete(orderId);
    return served;
  }
  return known.status;
}

/** Forgets every heard standing (tests). */
export function forgetHeardStandings(): void {
  heard.clear();
}
