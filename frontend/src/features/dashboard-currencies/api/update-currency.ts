import { useCallback } from 'react';
import type { CurrencyAdmin, CurrencyUpdate } from '@fx/contracts';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { adminCurrenciesKey } from './get-admin-currencies';

/** PUT /admin/currencies/{code}: names, margins and whether it is offered. */
export function updateCurrency(code: string, changes: CurrencyUpdate): Promise<CurrencyAdmin> {
  return api.put<CurrencyAdmin>(`${adminCurrenciesKey}/${encodeURIComponent(code)}`, changes);
}

/** Updates, then the staff list is fetched again. */
export function useUpdateCurrency() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (code: string, changes: CurrencyUpdate) => {
      const updated = await updateCurrency(code, changes);
      void mutate(adminCurrenciesKey);
      return updated;
    },
    [mutate],
  );
}
