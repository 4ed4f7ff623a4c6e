/**
 * The priced rate table as the rates service keeps it in Redis for the gateway to serve: the JSON
 * text of a CurrencyTable and its ETag. The key is shared by both services (after their common
 * REDIS_KEY_PREFIX), so it lives here.
 */
export const RATE_TABLE_CACHE_KEY = 'rates:table:v1';

export interface CachedRateTable {
  etag: string;
  /** JSON of a CurrencyTable, served as it is. */
  body: string;
}
