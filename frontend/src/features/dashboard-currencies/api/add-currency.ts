import { useCallback } from 'react';
import type { CurrencyAdmin, CurrencyCreate } from '@fx/contracts';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { adminCurrenciesKey } from './get-admin-currencies';

/** POST /admin/currencies: the server prices the new currency itself. */
export function addCurrency(currency: CurrencyCreate): Promise<CurrencyAdmin> {
  return api.post<CurrencyAdmin>(adminCurrenciesKey, currency);
}

/** Adds, then the staff list is fetched again. */
export function useAddCurrency() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (currency: CurrencyCreate) => {
      const created = await addCurrency(currency);
      void mutate(adminCurrenciesKey);
      return created;
    },
    [mutate],
  );
}
