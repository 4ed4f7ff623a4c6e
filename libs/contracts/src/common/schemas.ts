import { z } from 'zod';
import { isDecimalString, isSignedDecimalString } from '../money/decimal';

export const decimalString = z.string().refine(isDecimalString, {
  message: 'must be a non-negative decimal number written as text, e.g. "12.50"',
});

export const signedDecimalString = z.string().refine(isSignedDecimalString, {
  message: 'must be a decimal number written as text, e.g. "-3.25"',
});

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'must be a three-letter ISO 4217 code such as EUR' });

export const isoDateTime = z.iso.datetime({ offset: true });

export const waySchema = z.enum(['collect', 'sell']);

/** The request of a message that needs no arguments. */
export const emptyRequest = z.object({}).strict();
