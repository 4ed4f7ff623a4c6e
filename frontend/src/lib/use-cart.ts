import { useMemo, useSyncExternalStore } from 'react';
import type { Way } from '@fx/contracts';
import { linesOf, readCart, subscribeCart } from './cart-store';
import type { CartLine } from './cart-store';

const NO_LINES: CartLine[] = [];

/** The cart's lines for one way (or all), kept in step with storage and other tabs. */
export function useCart(way?: Way): CartLine[] {
  const lines = useSyncExternalStore(subscribeCart, readCart, () => NO_LINES);
  return useMemo(() => (way ? linesOf(lines, way) : lines), [lines, way]);
}
