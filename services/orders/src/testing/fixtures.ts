/*
 * Fixtures for the unit specs: rules, rate tables, a branch and orders, no infrastructure. Each
 * takes the instant it is seen from (`now`, the spec's clock), so the days and ages it gives are
 * the ones the service sees at that instant.
 */
import type {
  CollectionBranch,
  CurrencyTable,
  PlaceOrder,
  PricedCurrency,
  RatesStatus,
} from '@fx/contracts';
import {
  DEFAULT_BUY_BACK_SETTINGS,
  DEFAULT_DELIVERY_SETTINGS,
  firstCollectionDay,
  leadDaysFor,
} from '@fx/contracts';
import type { RateTable } from '@fx/rate-table';
import { BANK_HOLIDAYS } from '@fx/service-kit/testing';
import type { OrderRules } from '../pricing/order-rules';

export const MAX_AGE_SECONDS = 900;

export const TEST_RULES: OrderRules = {
  minGbp: '50',
  maxGbp: '5000',
  linkedLimitGbp: '10000',
  linkedWindowDays: 90,
  rateTolerancePct: 0.5,
  rateGuaranteeHours: 24,
  maxRateAgeSeconds: MAX_AGE_SECONDS,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  buyBack: DEFAULT_BUY_BACK_SETTINGS,
  cancellationFeeGbp: '0',
  cardAcceptWithinHours: 120,
  complianceScreening: 'off',
  houseThresholdGbp: '1000',
  statutoryThresholdEur: '15000',
  cashDeclarationGbp: '10000',
};

/** The instant `seconds` before `now`, written as the rates service writes it. */
export const secondsAgo = (seconds: number, now = new Date()) =>
  new Date(now.getTime() - seconds * 1000).toISOString();

/** A currency at 1.1334 to collect and 1.2152 to sell, last refreshed at `updatedAt`. */
export function currency(code: string, updatedAt: string): PricedCurrency {
  return {
    code,
    name: code,
    country: code,
    decimals: 2,
    marketRate: '1.1685',
    rates: { collect: '1.1334', sell: '1.2152' },
    popular: true,
    updatedAt,
  };
}

/**
 * The rates service's table as the pricer reads it, refreshed at `now`; tests may change
 * `currencies` meanwhile.
 */
export function rateTableOf(
  currencies: PricedCurrency[],
  status: Partial<RatesStatus> = {},
  now = new Date(),
): RateTable {
  const table: CurrencyTable = {
    base: 'GBP',
    asOf: secondsAgo(0, now),
    status: {
      provider: 'reference-feed',
      live: true,
      refreshedAt: secondsAgo(0, now),
      maxAgeSeconds: MAX_AGE_SECONDS,
      ...status,
    },
    currencies,
  };
  return { table: () => Promise.resolve(table) } as unknown as RateTable;
}

/**
 * Ada's Click & Collect order at High Street North, £100 a line at the rate she was shown, for the
 * first day the branch offers it at `now`.
 */
export function orderOf(
  lines: { currency: string; shownRate?: string; amount?: string }[],
  now = new Date(),
): PlaceOrder {
  const order = {
    way: 'collect' as const,
    branchId: 'high-street-north',
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      confirmEmail: 'ada@example.com',
      phone: '07700900000',
    },
    lines: lines.map((line) => ({
      currency: line.currency,
      amount: line.amount ?? '100',
      side: 'gbp' as const,
      shownRate: line.shownRate ?? '1.1334',
    })),
    termsAccepted: true as const,
    payment: 'in_store' as const,
    buyBack: false,
  };
  return { ...order, collectionDate: firstOfferedDay(HIGH_STREET_NORTH, order, now) };
}

/**
 * The first day `branch` offers an order of these lines at `now`: the day the service names when
 * it refuses an earlier one, and the first it takes.
 */
export function firstOfferedDay(
  branch: CollectionBranch,
  order: Pick<PlaceOrder, 'way' | 'lines'>,
  now: Date,
): string {
  const currencies = order.lines.map((line) => line.currency);
  const day = firstCollectionDay(
    branch.schedule,
    now,
    leadDaysFor(branch.stock, order.way, currencies),
  );
  if (!day) throw new Error(`${branch.id} offers no collection day at ${now.toISOString()}`);
  return day;
}

const NINE_TO_SIX = { opens: '09:00', closes: '18:00' };

/**
 * Open Monday to Saturday but on the bank holidays among the test instants, same day before 14:00,
 * every currency in stock.
 */
export const HIGH_STREET_NORTH: CollectionBranch = {
  id: 'high-street-north',
  name: 'Riverside Currency, High Street North',
  address: '1 High Street, London N1 1AA',
  phone: '020 7946 0000',
  openingHours: 'Monday to Saturday 09:00–18:00',
  hours: [{ days: 'Monday to Saturday', ...NINE_TO_SIX }],
  schedule: {
    weekly: {
      mon: NINE_TO_SIX,
      tue: NINE_TO_SIX,
      wed: NINE_TO_SIX,
      thu: NINE_TO_SIX,
      fri: NINE_TO_SIX,
      sat: NINE_TO_SIX,
      sun: null,
    },
    closures: [...BANK_HOLIDAYS],
    sameDayCutoff: '14:00',
  },
  stock: {},
};
