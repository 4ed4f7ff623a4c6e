import { Decimal, RoundingMode, decimalPlaces, isDecimalString, toFixed } from './decimal';
import { minorUnitsOf } from './iso4217';
import { PricingError } from './pricing.errors';

/**
 * How the bureau and the customer trade. `collect` is Click & Collect: the customer buys
 * foreign currency and pays in pounds. `sell` is Click & Sell: the customer sells foreign
 * currency to the branch and receives pounds.
 */
export type Way = 'collect' | 'sell';
export const WAYS: readonly Way[] = ['collect', 'sell'];

/** Which side of a line the customer typed the amount in. */
export type AmountSide = 'gbp' | 'foreign';

export const BASE_CURRENCY = 'GBP';
export const MAX_ORDER_LINES = 4;
export const RATE_DECIMALS = 4;
export const GBP_DECIMALS = 2;
/** Click & Collect charges whole multiples of this many pounds. */
export const COLLECT_GBP_STEP = 10;

export interface MarketPrice {
  /** Units of the currency per 1 GBP, as a decimal string. */
  marketRate: string;
  /** Signed percentage applied when the bureau sells the currency (Click & Collect). */
  sellMarginPct: string;
  /** Signed percentage applied when the bureau buys the currency back (Click & Sell). */
  buyMarginPct: string;
}

export interface LineRequest {
  currency: string;
  way: Way;
  /** A positive decimal string, in GBP or in the foreign currency as `side` says. */
  amount: string;
  side: AmountSide;
}

export interface PricedLine {
  currency: string;
  way: Way;
  /** Customer rate: units of the currency per 1 GBP, 4 decimals. */
  rate: string;
  /** Pounds the customer pays (collect) or receives (sell), 2 decimals. */
  gbp: string;
  /** Foreign currency the customer receives (collect) or hands over (sell). */
  foreign: string;
}

export interface PricedQuote {
  lines: PricedLine[];
  totalGbp: string;
}

/**
 * The customer rate, 4 decimals: market x (1 + margin/100), with the sell margin for
 * Click & Collect and the buy margin for Click & Sell.
 */
export function customerRate(way: Way, price: MarketPrice): string {
  const margin = way === 'collect' ? price.sellMarginPct : price.buyMarginPct;
  const rate = new Decimal(price.marketRate).times(new Decimal(margin).div(100).plus(1));
  return toFixed(rate, RATE_DECIMALS);
}

/**
 * Decimals shown and charged for a foreign amount: the currency's ISO minor units, at most 2
 * (no branch hands out fils or mills), so yen and won are whole numbers.
 */
export function foreignDecimals(currency: string): number {
  return Math.min(GBP_DECIMALS, minorUnitsOf(currency));
}

/** Rounds pounds up to the next multiple of 10; an exact multiple stays as it is. */
export function roundUpToCollectStep(gbp: Decimal): Decimal {
  return gbp.div(COLLECT_GBP_STEP).round(0, RoundingMode.up).times(COLLECT_GBP_STEP);
}

function parseAmount(line: LineRequest, field: string): Decimal {
  const places = line.side === 'gbp' ? GBP_DECIMALS : foreignDecimals(line.currency);
  if (!isDecimalString(line.amount)) {
    throw new PricingError(
      'INVALID_AMOUNT',
      field,
      'must be a positive number such as 250 or 99.50',
    );
  }
  if (decimalPlaces(line.amount) > places) {
    throw new PricingError('INVALID_AMOUNT', field, `has more than ${places} decimal places`);
  }
  const amount = new Decimal(line.amount);
  if (amount.lte(0)) {
    throw new PricingError('INVALID_AMOUNT', field, 'must be greater than 0');
  }
  return amount;
}

/**
 * Prices one line at a customer rate. Click & Collect: the pounds are rounded up to the next
 * 10 and the currency is recomputed from the rounded pounds. Click & Sell: no rounding; the
 * pounds are the foreign amount divided by the rate.
 */
export function priceLineAtRate(line: LineRequest, rate: string, field = 'amount'): PricedLine {
  const customer = new Decimal(rate);
  if (customer.lte(0)) throw new PricingError('INVALID_RATE', field);
  const amount = parseAmount(line, field);
  const places = foreignDecimals(line.currency);

  if (line.way === 'collect') {
    const gbp = roundUpToCollectStep(line.side === 'gbp' ? amount : amount.div(customer));
    return {
      currency: line.currency,
      way: line.way,
      rate,
      gbp: toFixed(gbp, GBP_DECIMALS),
      foreign: toFixed(gbp.times(customer), places),
    };
  }

  const foreign = line.side === 'foreign' ? amount : amount.times(customer).round(places);
  if (foreign.lte(0)) throw new PricingError('INVALID_AMOUNT', field, 'is too small to exchange');
  return {
    currency: line.currency,
    way: line.way,
    rate,
    gbp: toFixed(foreign.div(customer), GBP_DECIMALS),
    foreign: toFixed(foreign, places),
  };
}

/** Prices a whole quote or order: 1 to 4 lines, each at its currency's current customer rate. */
export function priceQuote(
  lines: readonly LineRequest[],
  priceOf: (currency: string) => MarketPrice | undefined,
): PricedQuote {
  if (lines.length === 0) throw new PricingError('NO_LINES', 'lines');
  if (lines.length > MAX_ORDER_LINES) throw new PricingError('TOO_MANY_LINES', 'lines');
  const priced = lines.map((line, index) => {
    const price = priceOf(line.currency);
    if (!price) throw new PricingError('UNKNOWN_CURRENCY', `lines.${index}.currency`);
    return priceLineAtRate(line, customerRate(line.way, price), `lines.${index}.amount`);
  });
  const total = priced.reduce((sum, line) => sum.plus(line.gbp), new Decimal(0));
  return { lines: priced, totalGbp: toFixed(total, GBP_DECIMALS) };
}
