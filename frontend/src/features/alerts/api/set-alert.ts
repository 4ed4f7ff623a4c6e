import type { AlertPending, AlertRequest, PublicAlertRequest, RateAlert } from '@fx/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { MY_ALERTS_PATH, isMyAlertsKey } from './get-my-alerts';

/** POST /me/alerts: a signed-in user's alert, active at once. */
export function createMyAlert(request: AlertRequest): Promise<RateAlert> {
  return api.post<RateAlert>(MY_ALERTS_PATH, request, { auth: true });
}

/** POST /alerts: anyone's alert by e-mail; it starts once the e-mailed link is followed. */
export function requestAlertByEmail(request: PublicAlertRequest): Promise<AlertPending> {
  return api.post<AlertPending>('/api/v1/alerts', request);
}

/** Sets a signed-in user's alert, then their list of alerts is fetched again. */
export function useCreateMyAlert() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (request: AlertRequest): Promise<RateAlert> => {
      try {
        return await createMyAlert(request);
      } finally {
        // A 409 (too many) also means the list on screen may be out of date.
        void mutate(isMyAlertsKey);
      }
    },
    [mutate],
  );
}
