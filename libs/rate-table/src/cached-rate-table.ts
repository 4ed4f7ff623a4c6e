import { createHash } from 'node:crypto';
import type { CachedRateTable, CurrencyTable } from '@fx/contracts';

/** The rate table as it is cached and served: its JSON text and an ETag of that text. */
export function toCachedRateTable(table: CurrencyTable): CachedRateTable {
  const body = JSON.stringify(table);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
