import type { AlertChannel, AlertChannelChange, RateAlert } from '@fx/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { MY_ALERTS_PATH, changeMyAlerts } from './get-my-alerts';

/** PUT /me/alerts/{id}/channel: how an alert that has not fired reaches its owner. */
export function setMyAlertChannel(id: string, channel: AlertChannel): Promise<RateAlert> {
  const change: AlertChannelChange = { channel };
  return api.put<RateAlert>(`${MY_ALERTS_PATH}/${encodeURIComponent(id)}/channel`, change, {
    auth: true,
  });
}

/** Changes the channel, shows the alert as the API answered at once, then fetches the list. */
export function useSetMyAlertChannel() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: string, channel: AlertChannel): Promise<RateAlert> =>
      changeMyAlerts(
        mutate,
        () => setMyAlertChannel(id, channel),
        (current, changed) => ({
          ...current,
          alerts: current.alerts.map((alert) => (alert.id === id ? changed : alert)),
        }),
      ),
    [mutate],
  );
}
