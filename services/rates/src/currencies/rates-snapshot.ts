import type { CurrencyRecord } from './currency-record';
import snapshot from './snapshot/rates-snapshot.json';

export type SnapshotCurrency = Pick<
  CurrencyRecord,
  'code' | 'name' | 'country' | 'marketRate' | 'sellMarginPct' | 'buyMarginPct' | 'popular'
>;

/**
 * The bundled, dated snapshot of market rates. `currencies` are the ones the bureau trades from
 * its first start (the seed); `available` are more the offline provider can price, so staff can
 * add one (Add Currency) without a network.
 */
export const RATES_SNAPSHOT: {
  source: string;
  asOf: string;
  base: string;
  currencies: SnapshotCurrency[];
  available: { code: string; marketRate: string }[];
} = snapshot;
