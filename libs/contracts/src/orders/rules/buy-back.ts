// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { Decimal, RoundingMode, toFixed } from '../../money/decimal';
import { GBP_DECIMALS, foreignDecimals, priceLineAtRate } from '../../money/pricing';
import type { PricedLine } from '../../money/pricing';
import { PricingError } from '../../money/pricing.errors';
import { BuyBackMessages } from '../messages';
import { addDays, dayLabel, londonNow } from './calendar';

/**
 * The buy-back guarantee, an add-on bought with a paid Click & Collect order: the customer may
 * sell back unused notes of that order at the order's rate within a window, up to a share of each
 * currency bought and a cap in pounds in all (as Eurochange and Ramsdens sell it, DOMAIN-FACTS.md).
 * A sell-back is priced as a Click & Sell line at the order's rate, with the pricing rules' own
 * rounding (pricing.ts).
 */
export interface BuyBackSettings {
  /** What the guarantee costs, in pounds. */
  priceGbp: string;
  /** Days after payment the guarantee lasts: until the end of that London day. */
  windowDays: number;
  /** The share of each currency bought that can be sold back, in per cent. */
  sharePct: string;
  /** The most paid out in all, in pounds. */
  capGbp: string;
}

export const DEFAULT_BUY_BACK_SETTINGS: BuyBackSettings = {
  priceGbp: '3.99',
  windowDays: 30,
  sharePct: '30',
  capGbp: '750',
};

/** The reminder e-mail goes out this many days before the guarantee ends. */
export const BUY_BACK_REMINDER_DAYS = 3;

/** How much of one currency can be sold back, and at which rate. */
export interface BuyBackAllowance {
  currency: string;
  /** The order's rate: units of the currency per 1 GBP. */
  rate: string;
  /** The most of the currency that can be sold back, in its decimals (rounded down). */
  foreign: string;
}

export interface BuyBackGuarantee {
  /** The last day (London) a sell-back is accepted, written 2026-12-26. */
  until: string;
  /** The day the reminder e-mail goes out. */
  reminderOn: string;
  capGbp: string;
  allowances: BuyBackAllowance[];
}

/**
 * The guarantee of an order paid at `paidAt`: until when, and how much of each currency bought
 * (its Click & Collect lines, the same currency's lines added up) can be sold back at which rate.
 */
export function buyBackGuarantee(
  settings: BuyBackSettings,
  lines: readonly PricedLine[],
  paidAt: Date,
): BuyBackGuarantee {
  const bought = new Map<string, { rate: string; foreign: Decimal }>();
  for (const line of lines.filter((one) => one.way === 'collect')) {
    const before = bought.get(line.currency);
    const foreign = new Decimal(line.foreign).plus(before?.foreign ?? 0);
    bought.set(line.currency, { rate: before?.rate ?? line.rate, foreign });
  }
  const share = new Decimal(settings.sharePct).div(100);
  const allowances = [...bought].map(([currency, { rate, foreign }]) => {
    const capped = new Decimal(settings.capGbp).times(rate);
    const most = foreign.times(share).lt(capped) ? foreign.times(share) : capped;
    return { currency, rate, foreign: toFixed(most, foreignDecimals(currency), RoundingMode.down) };
  });
  const until = addDays(londonNow(paidAt).date, settings.windowDays);
  return {
    until,
    reminderOn: addDays(until, -BUY_BACK_REMINDER_DAYS),
    capGbp: settings.capGbp,
    allowances,
  };
}

/** "Sell back at 1.1523 EUR per £1 until Saturday 26 December", one per currency. */
export function buyBackLabels(guarantee: BuyBackGuarantee): string[] {
  return guarantee.allowances.map((allowance) =>
    BuyBackMessages.label(allowance.rate, allowance.currency, dayLabel(guarantee.until)),
  );
}

/** True until the end of the guarantee's last day, London time. */
export function isBuyBackOpen(guarantee: BuyBackGuarantee, now: Date): boolean {
  return londonNow(now).date <= guarantee.until;
}

export interface SellBackLine {
  currency: string;
  /** The amount of the currency handed back, as typed. */
  amount: string;
}

export interface BuyBackRefusal {
  field: string;
  message: string;
}

export type SellBackCheck =
  { ok: true; lines: PricedLine[]; totalGbp: string } | { ok: false; refusals: BuyBackRefusal[] };

/**
 * Whether a sell-back is within the guarantee at `now`, counting what was sold back under it
 * before (`soldBefore`, priced lines): priced at the order's rates, or every reason it is not.
 */
export function checkSellBack(
  guarantee: BuyBackGuarantee,
  request: readonly SellBackLine[],
  soldBefore: readonly PricedLine[],
  now: Date,
): SellBackCheck {
  if (!isBuyBackOpen(guarantee, now)) {
    const message = BuyBackMessages.expired(dayLabel(guarantee.until));
    return { ok: false, refusals: [{ field: 'order', message }] };
  }
  const refusals: BuyBackRefusal[] = [];
  const priced: PricedLine[] = [];
  request.forEach((line, index) => {
    const allowance = guarantee.allowances.find((one) => one.currency === line.currency);
    if (!allowance) {
      const message = BuyBackMessages.currency(line.currency);
      refusals.push({ field: `lines.${index}.currency`, message });
      return;
    }
    const field = `lines.${index}.amount`;
    let sold: PricedLine;
    try {
      const sell = {
        currency: line.currency,
        way: 'sell',
        amount: line.amount,
        side: 'foreign',
      } as const;
      sold = priceLineAtRate(sell, allowance.rate, field);
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      refusals.push({ field, message: BuyBackMessages.amount });
      return;
    }
    const already = [...soldBefore, ...priced]
      .filter((one) => one.currency === line.currency)
      .reduce((sum, one) => sum.plus(one.foreign), new Decimal(0));
    const left = new Decimal(allowance.foreign).minus(already);
    if (already.plus(sold.foreign).gt(allowance.foreign)) {
      const most = toFixed(left.lt(0) ? new Decimal(0) : left, foreignDecimals(line.currency));
      refusals.push({ field, message: BuyBackMessages.overShare(most, line.currency) });
      return;
    }
    priced.push(sold);
  });
  const sum = (lines: readonly PricedLine[]) =>
    lines.reduce((total, line) => total.plus(line.gbp), new Decimal(0));
  if (refusals.length === 0 && sum(soldBefore).plus(sum(priced)).gt(guarantee.capGbp)) {
    refusals.push({ field: 'lines', message: BuyBackMessages.overCap(guarantee.capGbp) });
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, lines: priced, totalGbp: toFixed(sum(priced), GBP_DECIMALS) };
}
