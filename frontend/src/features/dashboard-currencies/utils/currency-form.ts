import type { CurrencyCreate, CurrencyUpdate } from '@fx/contracts';
import { ISO_4217 } from '@fx/contracts/web';

/*
 * The checks of currencyCreateSchema / currencyUpdateSchema in @fx/contracts (rates/currencies.ts),
 * written out so the SPA does not ship zod for one form. The server checks again (422).
 */

export type CurrencyFormValues = {
  code: string;
  name: string;
  country: string;
  sellMarginPct: string;
  buyMarginPct: string;
};
export type CurrencyFormField = keyof CurrencyFormValues;
export type CurrencyFormErrors = Partial<Record<CurrencyFormField, string>>;

export const emptyCurrencyForm: CurrencyFormValues = {
  code: '',
  name: '',
  country: '',
  sellMarginPct: '',
  buyMarginPct: '',
};

export const LABEL_MAX = 80;
/** Margins are strictly inside ±50 % (the server's rule). */
export const MARGIN_LIMIT = 50;

/** The message when the provider has no rate for a code (spec, section 5). */
export const WRONG_CURRENCY_MESSAGE = 'Wrong currency tried';

export const currencyFormMessages = {
  code: 'Enter a three-letter ISO 4217 code, such as EUR',
  base: 'GBP is the base currency: every rate is per 1 GBP',
  name: "Enter the currency's name, such as Euro",
  nameTooLong: `The currency's name must be at most ${LABEL_MAX} characters`,
  country: 'Enter the country name, such as Eurozone',
  countryTooLong: `The country name must be at most ${LABEL_MAX} characters`,
  sellMarginPct: 'Enter the sell rate: a percentage between -50 and 50, such as -3 or -2.75',
  buyMarginPct: 'Enter the buy rate: a percentage between -50 and 50, such as 3 or 2.75',
} as const;

const CODE = /^[A-Z]{3}$/;
/** Up to 4 decimals: margins are stored as numeric(7, 4), and more would be rounded away. */
const MARGIN = /^-?\d{1,2}(\.\d{1,4})?$/;

/** "eur " → "EUR": what the code field holds. */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** "+3" → "3", ".5" → "0.5", "-2." → "-2"; anything else is left for the check to refuse. */
export function normaliseMargin(raw: string): string {
  let value = raw.trim().replace(/^\+/, '');
  value = value.replace(/^(-?)\./, '$10.').replace(/\.$/, '');
  return value;
}

/** The ISO name of a code (e.g. "Euro" for EUR), to suggest in the name field. */
export function isoNameOf(code: string): string | undefined {
  return ISO_4217[code]?.name;
}

export function validateCode(raw: string): string | undefined {
  const code = normaliseCode(raw);
  if (!CODE.test(code)) return currencyFormMessages.code;
  if (code === 'GBP') return currencyFormMessages.base;
  return undefined;
}

function validateMargin(raw: string, message: string): string | undefined {
  const value = normaliseMargin(raw);
  if (!MARGIN.test(value)) return message;
  return Math.abs(Number(value)) < MARGIN_LIMIT ? undefined : message;
}

export function validateCurrencyField(field: CurrencyFormField, raw: string): string | undefined {
  switch (field) {
    case 'code':
      return validateCode(raw);
    case 'name':
      if (!raw.trim()) return currencyFormMessages.name;
      return raw.trim().length > LABEL_MAX ? currencyFormMessages.nameTooLong : undefined;
    case 'country':
      if (!raw.trim()) return currencyFormMessages.country;
      return raw.trim().length > LABEL_MAX ? currencyFormMessages.countryTooLong : undefined;
    case 'sellMarginPct':
      return validateMargin(raw, currencyFormMessages.sellMarginPct);
    case 'buyMarginPct':
      return validateMargin(raw, currencyFormMessages.buyMarginPct);
  }
}

export const CURRENCY_FORM_FIELDS: readonly CurrencyFormField[] = [
  'code',
  'name',
  'country',
  'sellMarginPct',
  'buyMarginPct',
];

export function validateCurrencyForm(values: CurrencyFormValues): CurrencyFormErrors {
  const errors: CurrencyFormErrors = {};
  for (const field of CURRENCY_FORM_FIELDS) {
    const error = validateCurrencyField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function isCurrencyFormField(field: string): field is CurrencyFormField {
  return (CURRENCY_FORM_FIELDS as readonly string[]).includes(field);
}

/** The body of POST /admin/currencies. */
export function toCurrencyCreate(values: CurrencyFormValues): CurrencyCreate {
  return {
    code: normaliseCode(values.code),
    name: values.name.trim(),
    country: values.country.trim(),
    sellMarginPct: normaliseMargin(values.sellMarginPct),
    buyMarginPct: normaliseMargin(values.buyMarginPct),
  };
}

/** The body of PUT /admin/currencies/{code}: every editable field, as the form holds it. */
export function toCurrencyUpdate(values: CurrencyFormValues, active: boolean): CurrencyUpdate {
  const { code: _code, ...changes } = toCurrencyCreate(values);
  return { ...changes, active };
}
