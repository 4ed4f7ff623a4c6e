import type { CurrencyTable } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** The SWR key of the public rate table; it is also the API path. */
export const currenciesKey = '/api/v1/currencies';

export function getCurrencies(): Promise<CurrencyTable> {
  return api.get<CurrencyTable>(currenciesKey);
}

/** Rates move during the day: refetch every five minutes while the page is open. */
const REFRESH_INTERVAL_MS = 5 * 60 * 1000;

export function useCurrencies() {
  return useSWR<CurrencyTable, ApiError>(currenciesKey, getCurrencies, {
    refreshInterval: REFRESH_INTERVAL_MS,
  });
}

/**
 * The rate table when a page has already asked for it, without asking for it here: what the page
 * heads read (app/document-head.tsx), so a page that shows no rates never loads them.
 */
export function useLoadedCurrencies(): CurrencyTable | undefined {
  const { data } = useSWR<CurrencyTable, ApiError>(currenciesKey, getCurrencies, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return data;
}
