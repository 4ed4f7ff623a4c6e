import { useSWRConfig } from 'swr';
import { useAdminEvents } from '@/lib/admin-events';
import { isDispatchKey } from '../api/get-dispatch';

/** The events that add a delivery order to the list, move it on, or take it off. */
const CHANGES_DISPATCH = new Set([
  'order.placed',
  'order.accepted',
  'order.cancelled',
  'order.dispatched',
]);

/** Reads the list again whenever a colleague accepts, sends or cancels an order. */
export function useLiveDispatch(): { connected: boolean } {
  const { mutate } = useSWRConfig();
  return useAdminEvents((event) => {
    if (CHANGES_DISPATCH.has(event.type)) void mutate(isDispatchKey);
  });
}
