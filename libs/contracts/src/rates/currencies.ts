import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime, signedDecimalString } from '../common/schemas';

/** One row of the public rate table: market rate and the two customer rates, all per 1 GBP. */
export const pricedCurrencySchema = z.object({
  code: currencyCode,
  name: z.string(),
  country: z.string(),
  /** Decimals a foreign amount of this currency is shown and charged with. */
  decimals: z.number().int().min(0).max(2),
  marketRate: decimalString,
  rates: z.object({
    /** Click & Collect: what 1 GBP buys. */
    collect: decimalString,
    /** Click & Sell: how much of the currency the branch wants for 1 GBP. */
    sell: decimalString,
  }),
  popular: z.boolean(),
  updatedAt: isoDateTime,
});
export type PricedCurrency = z.infer<typeof pricedCurrencySchema>;

export const RATE_PROVIDERS = ['offline', 'conversion-api', 'reference-feed'] as const;
export const rateProviderSchema = z.enum(RATE_PROVIDERS);

/**
 * Where the table's rates come from and how fresh they are: all the site may say about them.
 * Stale (older than maxAgeSeconds) or offline rates are indicative: shown, never ordered on.
 * See ratesStaleAt / ratesAreIndicative in rates-status.ts.
 */
export const ratesStatusSchema = z.object({
  /** The provider in use; `offline` is the bundled, dated snapshot. */
  provider: rateProviderSchema,
  /** Live mode is on and its last tick succeeded: only then may a page say "live". */
  live: z.boolean(),
  /** The last successful refresh: the table's rates are from then. */
  refreshedAt: isoDateTime,
  /** How long after refreshedAt the rates may still be ordered on (MAX_RATE_AGE). */
  maxAgeSeconds: z.number().int().positive(),
});
export type RatesStatus = z.infer<typeof ratesStatusSchema>;

export const currencyTableSchema = z.object({
  base: z.literal('GBP'),
  asOf: isoDateTime,
  status: ratesStatusSchema,
  currencies: z.array(pricedCurrencySchema),
});
export type CurrencyTable = z.infer<typeof currencyTableSchema>;

/**
 * A currency as staff manage it (the dashboard's 'Manipulate Currency' table): the market rate, the
 * two signed margins, and what they make: Buying Price = market x (1 + buy/100) (Click & Sell),
 * Selling Price = market x (1 + sell/100) (Click & Collect).
 */
export const currencyAdminSchema = z.object({
  code: currencyCode,
  name: z.string(),
  country: z.string(),
  marketRate: decimalString,
  sellMarginPct: signedDecimalString,
  buyMarginPct: signedDecimalString,
  buyingPrice: decimalString,
  sellingPrice: decimalString,
  active: z.boolean(),
  rateUpdatedAt: isoDateTime,
  /** The last refresh that could not price this currency, if it has not been priced since. */
  lastRefreshError: z.object({ reason: z.string(), at: isoDateTime }).nullable(),
  updatedAt: isoDateTime,
});
export type CurrencyAdmin = z.infer<typeof currencyAdminSchema>;

const marginPct = signedDecimalString.refine((value) => Math.abs(Number(value)) < 50, {
  message: 'must be a percentage between -50 and 50',
});
const label = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');

/** POST /admin/currencies/check: can the provider price 1 GBP in this code? */
export const currencyCheckRequestSchema = z.object({ code: currencyCode }).strict();
export const currencyCheckResultSchema = z.object({
  code: currencyCode,
  marketRate: decimalString,
  provider: z.string(),
});
export type CurrencyCheckResult = z.infer<typeof currencyCheckResultSchema>;

/** POST /admin/currencies: the server fetches the market rate itself; a client's is never used. */
export const currencyCreateSchema = z
  .object({
    code: currencyCode,
    name: label,
    country: label,
    sellMarginPct: marginPct,
    buyMarginPct: marginPct,
  })
  .strict();
export type CurrencyCreate = z.infer<typeof currencyCreateSchema>;

/** PUT /admin/currencies/{code}: names and margins; the market rate comes from the provider only. */
export const currencyUpdateSchema = z
  .object({
    name: label.optional(),
    country: label.optional(),
    sellMarginPct: marginPct.optional(),
    buyMarginPct: marginPct.optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'has nothing to change' });
export type CurrencyUpdate = z.infer<typeof currencyUpdateSchema>;

/** The dashboard's message when the provider has no rate for a code (spec, section 5). */
export const WRONG_CURRENCY_MESSAGE = 'Wrong currency tried';
