import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { MY_ALERTS_PATH, changeMyAlerts } from './get-my-alerts';

/** DELETE /me/alerts/{id}. */
export function deleteMyAlert(id: string): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`${MY_ALERTS_PATH}/${encodeURIComponent(id)}`, {
    auth: true,
  });
}

/** Deletes, takes the alert off the list at once, then fetches the list (and its count) again. */
export function useDeleteMyAlert() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      await changeMyAlerts(
        mutate,
        () => deleteMyAlert(id),
        (current) => ({
          alerts: current.alerts.filter((alert) => alert.id !== id),
          remaining: current.remaining + 1,
        }),
      );
    },
    [mutate],
  );
}
