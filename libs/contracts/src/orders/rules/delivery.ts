// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { Decimal, toFixed } from '../../money/decimal';
import { GBP_DECIMALS } from '../../money/pricing';
import { DeliveryMessages } from '../messages';
import { bankHolidayRegion, isBankHoliday } from './bank-holidays';
import { addDays, londonNow, weekdayOf } from './calendar';
import { checkPostcode } from './postcode';
import type { Nation } from './postcode';

/**
 * Home delivery (card payment only): which orders can be delivered, what it costs and the day it
 * arrives. Days and times are London's (calendar.ts), across the clock changes.
 */
export interface DeliverySettings {
  /** The smallest and largest order delivered, in pounds (the Post Office's GBP 400 to 2,500). */
  minGbp: string;
  maxGbp: string;
  /** The delivery fee in pounds, and the order value from which it is waived (null: never). */
  feeGbp: string;
  freeFromGbp: string | null;
  /** Paid before this time (London) on a working day, the order goes out that day. */
  cutoff: string;
  /** Added to the fee when the order arrives on a Saturday the customer chose. */
  saturdayFeeGbp: string;
  /** Where the bureau sends from: its bank holidays are days nothing is sent. */
  dispatchNation: Nation;
  /** Days nothing is sent or delivered anywhere: one-off bank holidays (2026-05-08). */
  closedDays: readonly string[];
}

/**
 * The defaults. Free from GBP 500: the Post Office and Sainsbury's Bank both charge a fee only
 * under GBP 500 (DOMAIN-FACTS.md), so a customer comparing sees the same line. The Saturday fee
 * has no peer figure there: GBP 7.99 is ours, a setting to change.
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  minGbp: '400',
  maxGbp: '2500',
  feeGbp: '4.99',
  freeFromGbp: '500',
  cutoff: '14:00',
  saturdayFeeGbp: '7.99',
  dispatchNation: 'england',
  closedDays: [],
};

/**
 * True when post goes out or arrives in `nation` on `date`: Monday to Friday (and Saturday when
 * `saturdays`), not one of its bank holidays nor a closed day of the settings.
 */
function isPostDay(settings: DeliverySettings, nation: Nation, date: string, saturdays = false) {
  const weekday = weekdayOf(date);
  if (weekday === 'sun' || (weekday === 'sat' && !saturdays)) return false;
  return !settings.closedDays.includes(date) && !isBankHoliday(bankHolidayRegion(nation), date);
}

/** The working day the bureau sends an order paid at `paidAt`: today before the cut-off, else the next. */
export function dispatchDay(settings: DeliverySettings, paidAt: Date): string {
  const { date, time } = londonNow(paidAt);
  const working = (day: string) => isPostDay(settings, settings.dispatchNation, day);
  if (working(date) && time < settings.cutoff) return date;
  let day = addDays(date, 1);
  while (!working(day)) day = addDays(day, 1);
  return day;
}

/**
 * The day an order paid at `paidAt` arrives at an address in `nation`: the first day after it is
 * sent that is a working day there (never a Sunday, never one of its bank holidays), or a Saturday
 * when the customer chose Saturday delivery.
 */
export function deliveryDay(
  settings: DeliverySettings,
  paidAt: Date,
  nation: Nation,
  saturday = false,
): string {
  let day = addDays(dispatchDay(settings, paidAt), 1);
  while (!isPostDay(settings, nation, day, saturday)) day = addDays(day, 1);
  return day;
}

/** The fee, 2 decimals: waived from `freeFromGbp`, plus the Saturday fee for a Saturday. */
export function deliveryFee(
  settings: DeliverySettings,
  totalGbp: string,
  onSaturday: boolean,
): string {
  const free = settings.freeFromGbp !== null && new Decimal(totalGbp).gte(settings.freeFromGbp);
  const fee = new Decimal(free ? 0 : settings.feeGbp);
  return toFixed(onSaturday ? fee.plus(settings.saturdayFeeGbp) : fee, GBP_DECIMALS);
}

export type DeliveryRefusal =
  | { reason: 'minimum' | 'maximum'; field: 'lines'; message: string }
  | { reason: 'postcode'; field: 'postcode'; message: string };

/** Why an order of `totalGbp` cannot be delivered to `postcode`: every reason, empty when it can. */
export function refuseDelivery(
  settings: DeliverySettings,
  totalGbp: string,
  postcode: string,
): DeliveryRefusal[] {
  const refusals: DeliveryRefusal[] = [];
  const total = new Decimal(totalGbp);
  if (total.lt(settings.minGbp)) {
    refusals.push({
      reason: 'minimum',
      field: 'lines',
      message: DeliveryMessages.minimum(settings.minGbp),
    });
  }
  if (total.gt(settings.maxGbp)) {
    refusals.push({
      reason: 'maximum',
      field: 'lines',
      message: DeliveryMessages.maximum(settings.maxGbp),
    });
  }
  const check = checkPostcode(postcode);
  if (!check.ok) refusals.push({ reason: 'postcode', field: 'postcode', message: check.message });
  return refusals;
}

export interface DeliveryRequest {
  /** The order's value in pounds, without the fee. */
  totalGbp: string;
  postcode: string;
  /** The customer chose (and pays for) Saturday delivery. */
  saturday: boolean;
}

export type DeliveryQuote =
  | {
      ok: true;
      /** Normalised: "SW1A 1AA". */
      postcode: string;
      nation: Nation;
      day: string;
      /** True when the order arrives on a Saturday: the Saturday fee is in `feeGbp`. */
      onSaturday: boolean;
      feeGbp: string;
    }
  | { ok: false; refusals: DeliveryRefusal[] };

/** Delivery of an order paid at `paidAt`: the day and the fee, or every reason it cannot be. */
export function quoteDelivery(
  settings: DeliverySettings,
  request: DeliveryRequest,
  paidAt: Date,
): DeliveryQuote {
  const refusals = refuseDelivery(settings, request.totalGbp, request.postcode);
  const check = checkPostcode(request.postcode);
  if (refusals.length > 0 || !check.ok) return { ok: false, refusals };
  const day = deliveryDay(settings, paidAt, check.nation, request.saturday);
  const onSaturday = weekdayOf(day) === 'sat';
  return {
    ok: true,
    postcode: check.postcode,
    nation: check.nation,
    day,
    onSaturday,
    feeGbp: deliveryFee(settings, request.totalGbp, onSaturday),
  };
}
