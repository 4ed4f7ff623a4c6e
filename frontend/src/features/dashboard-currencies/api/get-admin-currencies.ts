import type { CurrencyAdmin } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** The SWR key of the staff currency list; it is also the API path. */
export const adminCurrenciesKey = '/api/v1/admin/currencies';

export type AdminCurrencyList = { currencies: CurrencyAdmin[] };

export function getAdminCurrencies(): Promise<AdminCurrencyList> {
  return api.get<AdminCurrencyList>(adminCurrenciesKey);
}

/** Every currency, active or not, with its margins and last refresh (GET /admin/currencies). */
export function useAdminCurrencies() {
  return useSWR<AdminCurrencyList, ApiError>(adminCurrenciesKey, getAdminCurrencies);
}
