import { decimalPlaces } from '@fx/contracts';

/** What the e-mails say about the bureau, from configuration. */
export interface Brand {
  name: string;
  phone: string;
  email: string;
  address: string;
  siteUrl: string;
  timeZone: string;
}

/** "GBP 1,250.00", "JPY 20,000": amounts keep the decimals they were priced with. */
export function formatMoney(amount: string, currency: string): string {
  const places = currency === 'GBP' ? 2 : decimalPlaces(amount);
  // Intl formats a decimal string exactly (no binary float on the way).
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(amount as `${number}`);
}

export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
