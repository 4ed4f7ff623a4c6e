import { decimalPlaces } from '@fx/contracts';

/** What the e-mails say about the bureau, from configuration. */
export interface Brand {
  name: string;
  /** The bureau's main colour, for its name at the top. */
  color: string;
  phone: string;
  email: string;
  address: string;
  /** "Highstreet FX is a trading name of ..., company number ...": the footer's legal line. */
  legalLine: string;
  siteUrl: string;
  timeZone: string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Builds a formatter once per key: making an Intl formatter costs more than using it. */
function cached<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** "GBP 1,250.00", "JPY 20,000": amounts keep the decimals they were priced with. */
export function formatMoney(amount: string, currency: string): string {
  const places = currency === 'GBP' ? 2 : decimalPlaces(amount);
  const format = cached(
    moneyFormats,
    `${currency}:${places}`,
    () =>
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: places,
        maximumFractionDigits: places,
      }),
  );
  // Intl formats a decimal string exactly (no binary float on the way).
  return format.format(amount as `${number}`);
}

export function formatDateTime(iso: string, timeZone: string): string {
  const format = cached(
    dateTimeFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  return format.format(new Date(iso));
}
