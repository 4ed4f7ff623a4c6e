import type { PushDevice, PushDeviceList, PushDeviceRequest } from '@fx/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/use-auth';
import { deviceLabel, subscribeThisDevice } from '../utils/web-push';

export const MY_PUSH_DEVICES_PATH = '/api/v1/me/push-devices';

/** The SWR key of the signed-in user's devices: the API path and whose they are. */
export type MyPushDevicesKey = readonly [typeof MY_PUSH_DEVICES_PATH, string];

export function isMyPushDevicesKey(key: unknown): key is MyPushDevicesKey {
  return Array.isArray(key) && key[0] === MY_PUSH_DEVICES_PATH;
}

/** GET /me/push-devices: the devices this account gets notifications on. */
export function getMyPushDevices([path]: MyPushDevicesKey): Promise<PushDeviceList> {
  return api.get<PushDeviceList>(path, { auth: true });
}

/** The devices, fetched only where push is offered (`offered`). */
export function useMyPushDevices(offered: boolean) {
  const { status, user } = useAuth();
  const email = offered && status === 'signed-in' ? user?.email : null;
  return useSWR<PushDeviceList, ApiError, MyPushDevicesKey | null>(
    email ? [MY_PUSH_DEVICES_PATH, email] : null,
    getMyPushDevices,
  );
}

/** POST /me/push-devices: this device's subscription, then the list is fetched again. */
export function useRegisterPushDevice() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (request: PushDeviceRequest): Promise<PushDevice> => {
      try {
        return await api.post<PushDevice>(MY_PUSH_DEVICES_PATH, request, { auth: true });
      } finally {
        void mutate(isMyPushDevicesKey);
      }
    },
    [mutate],
  );
}

/**
 * Subscribes this browser to push and registers it for rate alerts: what setting an alert, or
 * changing one, to a push does first.
 */
export function useRegisterThisDeviceForAlerts() {
  const register = useRegisterPushDevice();
  return useCallback(
    async (vapidPublicKey: string): Promise<PushDevice> => {
      const subscription = await subscribeThisDevice(vapidPublicKey);
      return register({ subscription, alerts: true, label: deviceLabel() });
    },
    [register],
  );
}

/** DELETE /me/push-devices/{id}: "Turn off", then the list is fetched again. */
export function useTurnOffPushDevice() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      try {
        await api.delete(`${MY_PUSH_DEVICES_PATH}/${encodeURIComponent(id)}`, { auth: true });
      } finally {
        void mutate(isMyPushDevicesKey);
      }
    },
    [mutate],
  );
}
