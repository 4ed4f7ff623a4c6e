import { useEffect, useState } from 'react';
import type { Way } from '@fx/contracts';
import { priceCartLine, replaceCartLines } from '@/lib/cart-store';
import type { CartLine } from '@/lib/cart-store';
import { readSellBack, saveSellBack } from '@/lib/sell-back';

/**
 * A Click & Sell order under an earlier order's buy-back guarantee (chosen on My orders or the
 * tracking page): its currency's lines are priced at the guarantee's rate, as the server prices
 * them, whatever rate they were added or re-quoted at. `stop` sells at today's rate instead.
 */
export function useSellBack(way: Way, lines: CartLine[]) {
  const [sellBack, setSellBack] = useState(() => (way === 'sell' ? readSellBack() : null));

  useEffect(() => {
    if (!sellBack) return;
    const off = (line: CartLine) =>
      line.currency === sellBack.currency && line.rate !== sellBack.rate;
    if (!lines.some(off)) return;
    const repriced = lines.map((line) => {
      if (!off(line)) return line;
      const priced = priceCartLine({ ...line, rate: sellBack.rate });
      return 'line' in priced ? { ...priced.line, id: line.id } : line;
    });
    replaceCartLines(way, repriced);
  }, [sellBack, lines, way]);

  const stop = () => {
    saveSellBack(null);
    setSellBack(null);
  };
  return { sellBack, stop };
}
