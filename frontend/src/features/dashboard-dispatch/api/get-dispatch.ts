import type { DispatchList } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

export const DISPATCH_PATH = '/api/v1/admin/dispatch';

/** The SWR key of the Dispatch list, which is also its API path; no `from` means today. */
export function dispatchKey(from: string | null): string {
  return from ? `${DISPATCH_PATH}?from=${encodeURIComponent(from)}` : DISPATCH_PATH;
}

export function isDispatchKey(key: unknown): boolean {
  return typeof key === 'string' && (key === DISPATCH_PATH || key.startsWith(`${DISPATCH_PATH}?`));
}

/** GET /api/v1/admin/dispatch: delivery orders by the day they arrive, with what to pack. */
export function getDispatch(key: string): Promise<DispatchList> {
  return api.get<DispatchList>(key);
}

export function useDispatch(from: string | null) {
  return useSWR<DispatchList, ApiError>(dispatchKey(from), getDispatch, {
    keepPreviousData: true,
  });
}
