import type { PricedCurrency, Way } from '@fx/contracts';
import { Decimal } from '@fx/contracts/web';
import { normalizeAmount, orderPreview, placesFor } from '@/features/calculator/utils/amounts';
import type { TypedAmount } from '@/features/calculator/utils/amounts';
import { formatMoney } from '@/lib/format';

/** The words of each tab. */
export const calculatorCopy = {
  collect: {
    lead: 'Buy currency online at our online rate, then pay and collect in store.',
    gbpLabel: 'You pay',
    foreignLabel: 'You get',
    action: 'Buy travel Money',
  },
  sell: {
    lead: 'Sell us your leftover currency online, then bring it in and get pounds.',
    gbpLabel: 'You get',
    foreignLabel: 'You sell',
    action: 'Sell Travel Money',
  },
} as const satisfies Record<Way, Record<string, string>>;

export function customerRate(currency: PricedCurrency | undefined, way: Way): string | undefined {
  if (!currency) return undefined;
  return way === 'collect' ? currency.rates.collect : currency.rates.sell;
}

/** The note under the boxes when the order will differ from them (Click & Collect's £10 step). */
export function orderNote(
  typed: TypedAmount,
  shown: { gbp: string; foreign: string },
  currency: string,
  way: Way,
  rate: string | undefined,
): string | null {
  const order = orderPreview(typed, currency, way, rate);
  if (!order || shown.gbp === '' || shown.foreign === '') return null;
  const sameGbp = new Decimal(order.gbp).eq(normalizeAmount(shown.gbp) ?? '0');
  const sameForeign = new Decimal(order.foreign).eq(normalizeAmount(shown.foreign) ?? '0');
  if (sameGbp && sameForeign) return null;
  const pounds = formatMoney(order.gbp, 'GBP', { stripIfInteger: true });
  const foreign = formatMoney(order.foreign, currency, {
    decimals: placesFor('foreign', currency),
  });
  return way === 'collect'
    ? `You pay ${pounds} for ${foreign} — we round Click & Collect orders up to the next £10.`
    : `You get ${pounds} for ${foreign}.`;
}
