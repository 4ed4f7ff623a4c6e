import type { AmountSide, Way } from '@fx/contracts';
import { MAX_ORDER_LINES, priceLineAtRate, PricingError, PricingMessages } from '@fx/contracts/web';
import { orderTotalProblem, sumGbp } from '@/lib/order-limits';

/** The browser storage key the spec names for the cart. */
export const CART_KEY = 'purchase';
/** A line older than this is re-quoted (or dropped) before the customer orders it. */
export const CART_LINE_TTL_MS = 30 * 60 * 1000;

/** One line of the cart, priced with the shared pricing module at the rate the customer saw. */
export interface CartLine {
  id: string;
  currency: string;
  way: Way;
  /** What the customer typed, and in which currency. */
  amount: string;
  side: AmountSide;
  /** Customer rate, 4 decimals: what the server will be told the customer saw. */
  rate: string;
  gbp: string;
  foreign: string;
  /** When the rate was quoted (ISO time). */
  quotedAt: string;
}

export interface NewCartLine {
  currency: string;
  way: Way;
  amount: string;
  side: AmountSide;
  rate: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

function isLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.id === 'string' &&
    typeof line.currency === 'string' &&
    (line.way === 'collect' || line.way === 'sell') &&
    typeof line.amount === 'string' &&
    (line.side === 'gbp' || line.side === 'foreign') &&
    typeof line.rate === 'string' &&
    typeof line.gbp === 'string' &&
    typeof line.foreign === 'string' &&
    typeof line.quotedAt === 'string'
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The cart as stored; anything unreadable (another version, a hand edit) is ignored. */
export function readCart(): CartLine[] {
  const raw = storage()?.getItem(CART_KEY) ?? null;
  if (raw === cached.raw) return cached.lines;
  let lines: CartLine[];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    lines = [];
  }
  cached = { raw, lines };
  return lines;
}

function writeCart(lines: CartLine[]): void {
  const raw = JSON.stringify(lines);
  storage()?.setItem(CART_KEY, raw);
  cached = { raw, lines };
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function linesOf(lines: readonly CartLine[], way: Way): CartLine[] {
  return lines.filter((line) => line.way === way);
}

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A line priced at a rate, or the spec's message for what is wrong with it. */
export function priceCartLine(
  line: NewCartLine,
  now: Date = new Date(),
): { line: CartLine } | { error: string } {
  try {
    const priced = priceLineAtRate(line, line.rate);
    return {
      line: {
        id: newId(),
        ...line,
        gbp: priced.gbp,
        foreign: priced.foreign,
        quotedAt: now.toISOString(),
      },
    };
  } catch (error) {
    if (error instanceof PricingError) return { error: error.message };
    throw error;
  }
}

/**
 * Adds a line for one way (Click & Collect or Click & Sell): at most 4 lines each ('Please clear
 * your cart'), amounts above 0 ('Please give correct amount'), and the way's order, with this line,
 * within the online limits ('The minimum order is £50'; Click & Collect's rounding up to £10
 * counts). Returns the message, or null.
 */
export function addCartLine(line: NewCartLine, now: Date = new Date()): string | null {
  const lines = readCart();
  const sameWay = linesOf(lines, line.way);
  if (sameWay.length >= MAX_ORDER_LINES) return PricingMessages.TOO_MANY_LINES;
  const priced = priceCartLine(line, now);
  if ('error' in priced) return priced.error;
  const total = sumGbp([...sameWay, priced.line].map((each) => each.gbp));
  const outside = orderTotalProblem(total);
  if (outside) return outside;
  writeCart([...lines, priced.line]);
  return null;
}

export function removeCartLine(id: string): void {
  writeCart(readCart().filter((line) => line.id !== id));
}

/** Replaces one way's lines (after a re-quote), keeping the other way's. */
export function replaceCartLines(way: Way, next: CartLine[]): void {
  writeCart([...readCart().filter((line) => line.way !== way), ...next]);
}

export function clearCart(way: Way): void {
  replaceCartLines(way, []);
}

export function isStale(line: CartLine, now: number = Date.now()): boolean {
  return now - Date.parse(line.quotedAt) > CART_LINE_TTL_MS;
}
