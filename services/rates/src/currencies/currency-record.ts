/** A currency as the rates service stores it. Numeric columns come back as text, never floats. */
export interface CurrencyRecord {
  code: string;
  name: string;
  country: string;
  /** Units per 1 GBP. */
  marketRate: string;
  sellMarginPct: string;
  buyMarginPct: string;
  active: boolean;
  popular: boolean;
  sortOrder: number;
  rateUpdatedAt: Date;
  /** Why the last refresh could not price this currency (its last good rate stayed). */
  lastRefreshError: string | null;
  lastRefreshErrorAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewCurrency = Pick<
  CurrencyRecord,
  'code' | 'name' | 'country' | 'marketRate' | 'sellMarginPct' | 'buyMarginPct' | 'rateUpdatedAt'
>;
