import type { RateAlert } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** The pages the alert e-mails link to: each carries the alert's secret token. */
const CONFIRM_PATH = '/api/v1/alerts/confirm';
const UNSUBSCRIBE_PATH = '/api/v1/alerts/unsubscribe';

/** POST /alerts/confirm: the alert set by e-mail starts (404 for a bad or used link). */
export function confirmAlert(token: string): Promise<RateAlert> {
  return api.post<RateAlert>(CONFIRM_PATH, { token });
}

/** The SWR key (and API path) of the alert an unsubscribe link is for. */
export function unsubscribeKey(token: string): string {
  return `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** GET /alerts/unsubscribe?token=: which alert the link stops (it changes nothing). */
export function getAlertToStop(key: string): Promise<RateAlert> {
  return api.get<RateAlert>(key);
}

export function useAlertToStop(token: string | null) {
  return useSWR<RateAlert, ApiError>(token ? unsubscribeKey(token) : null, getAlertToStop, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** POST /alerts/unsubscribe: removes the alert (404 once it has gone). */
export function unsubscribeAlert(token: string): Promise<{ deleted: true }> {
  return api.post<{ deleted: true }>(UNSUBSCRIBE_PATH, { token });
}
