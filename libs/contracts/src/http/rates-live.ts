import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime } from './common';

/** GET/PUT /admin/rates/live: the dashboard's 'Get the Latest' / 'Stop the Latest'. */
export const liveModeSchema = z.object({
  enabled: z.boolean(),
  intervalSeconds: z.number().int(),
  lastRefreshAt: isoDateTime.nullable(),
  changedBy: z.string().nullable(),
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

export const rateHistoryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
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
