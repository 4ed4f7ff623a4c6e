import type { CurrencyTable, PricedCurrency, RatesStatus } from '@fx/contracts';

/** A realistic rate table as GET /api/v1/currencies returns it: 25 currencies per 1 GBP. */
const UPDATED_AT = '2025-03-05T14:30:00.000Z';

function row(
  code: string,
  name: string,
  country: string,
  decimals: number,
  marketRate: string,
  collect: string,
  sell: string,
  popular: boolean,
): PricedCurrency {
  return {
    code,
    name,
    country,
    decimals,
    marketRate,
    rates: { collect, sell },
    popular,
    updatedAt: UPDATED_AT,
  };
}

export const currencies: PricedCurrency[] = [
  row('EUR', 'Euro', 'Eurozone', 2, '1.1690', '1.1339', '1.2041', true),
  row('USD', 'US Dollar', 'United States', 2, '1.2710', '1.2329', '1.3091', true),
  row('AED', 'UAE Dirham', 'United Arab Emirates', 2, '4.6680', '4.5280', '4.8080', true),
  row('TRY', 'Turkish Lira', 'Turkey', 2, '41.2350', '39.9980', '42.4721', true),
  row('THB', 'Thai Baht', 'Thailand', 2, '44.1200', '42.7964', '45.4436', true),
  row('AUD', 'Australian Dollar', 'Australia', 2, '1.9520', '1.8934', '2.0106', true),
  row('CAD', 'Canadian Dollar', 'Canada', 2, '1.7430', '1.6907', '1.7953', false),
  row('CHF', 'Swiss Franc', 'Switzerland', 2, '1.0890', '1.0563', '1.1217', false),
  row('JPY', 'Japanese Yen', 'Japan', 0, '186.4300', '180.8371', '192.0229', false),
  row('NZD', 'New Zealand Dollar', 'New Zealand', 2, '2.1260', '2.0622', '2.1898', false),
  row('ZAR', 'South African Rand', 'South Africa', 2, '23.0110', '22.3207', '23.7013', false),
  row('INR', 'Indian Rupee', 'India', 2, '106.8400', '103.6348', '110.0452', false),
  row('SGD', 'Singapore Dollar', 'Singapore', 2, '1.6580', '1.6083', '1.7077', false),
  row('HKD', 'Hong Kong Dollar', 'Hong Kong', 2, '9.9240', '9.6263', '10.2217', false),
  row('SEK', 'Swedish Krona', 'Sweden', 2, '12.9870', '12.5974', '13.3766', false),
  row('NOK', 'Norwegian Krone', 'Norway', 2, '13.1450', '12.7507', '13.5394', false),
  row('DKK', 'Danish Krone', 'Denmark', 2, '8.7220', '8.4603', '8.9837', false),
  row('PLN', 'Polish Zloty', 'Poland', 2, '4.9730', '4.8238', '5.1222', false),
  row('CZK', 'Czech Koruna', 'Czech Republic', 2, '29.0540', '28.1824', '29.9256', false),
  row('HUF', 'Hungarian Forint', 'Hungary', 0, '456.2100', '442.5237', '469.8963', false),
  row('MXN', 'Mexican Peso', 'Mexico', 2, '23.6180', '22.9095', '24.3265', false),
  row('CNY', 'Chinese Yuan Renminbi', 'China', 2, '9.1480', '8.8736', '9.4224', false),
  row('ISK', 'Icelandic Krona', 'Iceland', 0, '175.3200', '170.0604', '180.5796', false),
  row('ILS', 'Israeli New Shekel', 'Israel', 2, '4.2870', '4.1584', '4.4156', false),
  row('KRW', 'South Korean Won', 'South Korea', 0, '1742.5500', '1690.2735', '1794.8265', false),
];

/** The rates' maximum age the tests assume (MAX_RATE_AGE): 15 minutes. */
export const MAX_AGE_SECONDS = 900;

/** An instant `minutes` before now, as the API writes it. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

/**
 * The table's status: by default a market provider in live mode, refreshed two minutes ago (so
 * fresh whenever the test runs). `freshRates`, `staleRates` and `offlineRates` name the cases.
 */
export function makeRatesStatus(overrides: Partial<RatesStatus> = {}): RatesStatus {
  return {
    provider: 'conversion-api',
    live: true,
    refreshedAt: minutesAgo(2),
    maxAgeSeconds: MAX_AGE_SECONDS,
    ...overrides,
  };
}

/** Live mode, refreshed two minutes ago: the only state a page may call "live". */
export const freshRates = () => makeRatesStatus();
/** Live mode whose last success is 20 minutes old: older than the maximum age. */
export const staleRates = () => makeRatesStatus({ refreshedAt: minutesAgo(20) });
/** The bundled snapshot, refreshed a minute ago: indicative, never live. */
export const offlineRates = () =>
  makeRatesStatus({ provider: 'offline', live: false, refreshedAt: minutesAgo(1) });

export function makeCurrencyTable(
  rows: PricedCurrency[] = currencies,
  status: RatesStatus = makeRatesStatus(),
): CurrencyTable {
  return { base: 'GBP', asOf: status.refreshedAt, status, currencies: rows };
}
