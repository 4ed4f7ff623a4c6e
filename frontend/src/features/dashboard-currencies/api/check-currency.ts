import type { CurrencyCheckResult } from '@fx/contracts';
import { api } from '@/lib/api-client';

/** POST /admin/currencies/check: the provider's rate for 1 GBP in `code`, or a 422. */
export function checkCurrency(code: string): Promise<CurrencyCheckResult> {
  return api.post<CurrencyCheckResult>('/api/v1/admin/currencies/check', { code });
}
