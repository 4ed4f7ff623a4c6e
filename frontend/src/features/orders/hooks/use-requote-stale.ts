import { useEffect, useState } from 'react';
import type { Way } from '@fx/contracts';
import { isStale, priceCartLine, replaceCartLines } from '@/features/cart/cart-store';
import type { CartLine } from '@/features/cart/cart-store';
import { getQuote } from '@/features/orders/api/get-quote';
import { isApiError } from '@/lib/api-client';

/**
 * Lines quoted more than 30 minutes ago are re-quoted at today's rates before the customer orders
 * them; a currency that can no longer be priced is dropped. Returns what to tell the customer.
 */
export function useRequoteStale(way: Way, lines: CartLine[]): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  const stale = lines.filter((line) => isStale(line));
  const staleKey = stale.map((line) => line.id).join(',');

  useEffect(() => {
    if (stale.length === 0) return;
    let cancelled = false;
    const requote = async () => {
      const request = {
        lines: stale.map(({ currency, amount, side }) => ({ currency, way, amount, side })),
      };
      const dropped = new Set<number>();
      let rates: (string | undefined)[] = [];
      try {
        rates = (await getQuote(request)).lines.map((line) => line.rate);
      } catch (error) {
        if (!isApiError(error) || error.statusCode !== 422) return; // try again on the next visit
        for (const detail of error.details ?? []) {
          const index = /^lines\.(\d+)\./.exec(detail.field)?.[1];
          if (index !== undefined) dropped.add(Number(index));
        }
        const rest = stale.filter((_, index) => !dropped.has(index));
        if (rest.length > 0) {
          const again = await getQuote({
            lines: rest.map(({ currency, amount, side }) => ({ currency, way, amount, side })),
          }).catch(() => null);
          if (!again) return;
          let next = 0;
          rates = stale.map((_, index) =>
            dropped.has(index) ? undefined : again.lines[next++]!.rate,
          );
        }
      }
      if (cancelled) return;
      const refreshed = new Map<string, CartLine | null>();
      stale.forEach((line, index) => {
        const rate = rates[index];
        const priced = rate ? priceCartLine({ ...line, rate }) : null;
        refreshed.set(line.id, priced && 'line' in priced ? { ...priced.line, id: line.id } : null);
      });
      replaceCartLines(
        way,
        lines.flatMap((line) => {
          if (!refreshed.has(line.id)) return [line];
          const next = refreshed.get(line.id);
          return next ? [next] : [];
        }),
      );
      const removed = stale.filter((line) => refreshed.get(line.id) === null);
      setNotice(
        [
          'Your prices were more than 30 minutes old, so we updated them to today’s rates.',
          removed.length > 0
            ? `${removed.map((line) => line.currency).join(', ')} can no longer be ordered online and was removed.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    };
    void requote();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per set of stale lines
  }, [staleKey, way]);

  return notice;
}
