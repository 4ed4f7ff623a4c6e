import type { AlertList } from '@fx/contracts';
import useSWR from 'swr';
import type { ScopedMutator } from 'swr';
import { useAuth } from '@/lib/use-auth';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

export const MY_ALERTS_PATH = '/api/v1/me/alerts';

/** The SWR key of the signed-in user's alerts: the API path and whose they are. */
export type MyAlertsKey = readonly [typeof MY_ALERTS_PATH, string];

export function myAlertsKey(email: string): MyAlertsKey {
  return [MY_ALERTS_PATH, email];
}

export function isMyAlertsKey(key: unknown): key is MyAlertsKey {
  return Array.isArray(key) && key[0] === MY_ALERTS_PATH;
}

/** GET /me/alerts: the alerts set with the caller's verified e-mail, and how many more fit. */
export function getMyAlerts([path]: MyAlertsKey): Promise<AlertList> {
  return api.get<AlertList>(path, { auth: true });
}

/** The signed-in user's alerts; a 403 (e-mail not verified) comes back as the error. */
export function useMyAlerts() {
  const { status, user } = useAuth();
  const email = status === 'signed-in' ? user?.email : null;
  return useSWR<AlertList, ApiError, MyAlertsKey | null>(
    email ? myAlertsKey(email) : null,
    getMyAlerts,
  );
}

/**
 * Makes a change to the signed-in user's alerts: `update` puts its answer in the list at once,
 * then the list (and its count) is fetched again; after a refusal too, as what is on screen may be
 * out of date.
 */
export async function changeMyAlerts<T>(
  mutate: ScopedMutator,
  change: () => Promise<T>,
  update: (list: AlertList, answer: T) => AlertList,
): Promise<T> {
  try {
    const answer = await change();
    await mutate<AlertList>(isMyAlertsKey, (current) => current && update(current, answer), {
      revalidate: true,
    });
    return answer;
  } catch (error) {
    void mutate(isMyAlertsKey);
    throw error;
  }
}
