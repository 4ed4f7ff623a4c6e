import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime } from '../common/schemas';
import { rateProviderSchema } from './currencies';

/**
 * GET/PUT /admin/rates/live: the dashboard's 'Get the Latest' / 'Stop the Latest', and what staff
 * need to trust the rates: the provider, the last success and failure, and whether they are stale.
 */
export const liveModeSchema = z.object({
  enabled: z.boolean(),
  intervalSeconds: z.number().int(),
  lastRefreshAt: isoDateTime.nullable(),
  changedBy: z.string().nullable(),
  provider: rateProviderSchema,
  /** The last refresh that priced every active currency. */
  lastSuccessAt: isoDateTime.nullable(),
  /** The last refresh that failed (the provider down, or a currency it could not price). */
  lastFailure: z.object({ at: isoDateTime, reason: z.string() }).nullable(),
  /** Failed refreshes since the last success; 0 once one succeeds. */
  consecutiveFailures: z.number().int().min(0),
  /** The rates are older than maxAgeSeconds: customers cannot order until a refresh succeeds. */
  stale: z.boolean(),
  maxAgeSeconds: z.number().int().positive(),
});
export type LiveMode = z.infer<typeof liveModeSchema>;

export const liveModeUpdateSchema = z
  .object({
    enabled: z.boolean(),
    intervalSeconds: z.number().int().min(1).max(86_400).optional(),
  })
  .strict();
export type LiveModeUpdate = z.infer<typeof liveModeUpdateSchema>;

/** What one refresh of every active currency did. */
export const refreshSummarySchema = z.object({
  refreshed: z.array(currencyCode),
  failed: z.array(z.object({ code: currencyCode, reason: z.string() })),
  provider: z.string(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime,
});
export type RefreshSummary = z.infer<typeof refreshSummarySchema>;

const HISTORY_DAYS = 'days must be a whole number from 1 to 365';
export const rateHistoryQuerySchema = z.object({
  days: z.coerce
    .number({ error: HISTORY_DAYS })
    .int(HISTORY_DAYS)
    .min(1, HISTORY_DAYS)
    .max(365, HISTORY_DAYS)
    .default(30),
});

/** GET /currencies/{code}/history: market and customer rates over time, oldest first. */
export const rateHistorySchema = z.object({
  code: currencyCode,
  points: z.array(
    z.object({
      at: isoDateTime,
      marketRate: decimalString,
      collect: decimalString,
      sell: decimalString,
    }),
  ),
});
export type RateHistory = z.infer<typeof rateHistorySchema>;
