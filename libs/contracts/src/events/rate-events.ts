import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime, signedDecimalString } from '../http/common';

export const rateRefreshedSchema = z.object({
  code: currencyCode,
  marketRate: decimalString,
  previousMarketRate: decimalString.optional(),
  rates: z.object({ collect: decimalString, sell: decimalString }),
  provider: z.string(),
  refreshedAt: isoDateTime,
});

export const currencyChangedSchema = z.object({
  code: currencyCode,
  change: z.enum(['added', 'updated', 'deactivated']),
  name: z.string(),
  country: z.string(),
  marketRate: decimalString,
  sellMarginPct: signedDecimalString,
  buyMarginPct: signedDecimalString,
  active: z.boolean(),
  changedAt: isoDateTime,
  changedBy: z.string().optional(),
});
