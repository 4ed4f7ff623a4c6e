import { z } from 'zod';
import { DECIMAL_STRING, SIGNED_DECIMAL_STRING } from '../money/decimal';

// A string's bounds are checks, and so its JSON Schema too (the API document's pattern); where a
// pattern bounds the length, the maxLength it implies is said beside it (`meta`), so a field at
// fault still gets one message.

export const decimalString = z
  .string()
  .regex(DECIMAL_STRING, {
    message: 'must be a non-negative decimal number written as text, e.g. "12.50"',
  })
  .meta({ maxLength: 28 });

export const signedDecimalString = z
  .string()
  .regex(SIGNED_DECIMAL_STRING, {
    message: 'must be a decimal number written as text, e.g. "-3.25"',
  })
  .meta({ maxLength: 29 });

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'must be a three-letter ISO 4217 code such as EUR' })
  .meta({ maxLength: 3 });

export const isoDateTime = z.iso.datetime({ offset: true });

export const waySchema = z.enum(['collect', 'sell']);

/** The request of a message that needs no arguments. */
export const emptyRequest = z.object({}).strict();
