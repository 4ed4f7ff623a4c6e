import { useEffect, useRef, useState } from 'react';
import type { RatesStatus, Way } from '@fx/contracts';
import { isStale, priceCartLine, replaceCartLines } from '@/lib/cart-store';
import type { CartLine } from '@/lib/cart-store';
import { getQuote } from '@/features/orders/api/get-quote';
import { fieldsRefused } from '@/features/orders/api/place-order';
import { indicativeQuoteNote } from '@/lib/rates-label';

/**
 * Lines quoted more than 30 minutes ago are re-quoted at today's rates before the customer orders
 * them; a currency that can no longer be priced is dropped. Returns what to tell the customer,
 * including that the new prices are only indicative when the quote says so (`status`, the rate
 * table's, says why).
 */
export function useRequoteStale(way: Way, lines: CartLine[], status?: RatesStatus): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  });
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
      let indicative = false;
      try {
        const quote = await getQuote(request);
        rates = quote.lines.map((line) => line.rate);
        indicative = quote.indicative;
      } catch (error) {
        if (!fieldsRefused(error)) return; // try again on the next visit
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
          indicative = again.indicative;
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
          indicative ? indicativeQuoteNote(statusRef.current) : '',
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
