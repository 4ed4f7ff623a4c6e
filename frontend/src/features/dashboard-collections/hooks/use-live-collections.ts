import { useSWRConfig } from 'swr';
import { useAdminEvents } from '@/lib/admin-events';
import { collectionsKey } from '../api/get-collections';

/** The events that add an order to a collection day or take one off. */
const CHANGES_COLLECTIONS = new Set(['order.accepted', 'order.completed', 'order.cancelled']);

/** Reads the report again whenever an order is accepted, completed or cancelled anywhere. */
export function useLiveCollections(): { connected: boolean } {
  const { mutate } = useSWRConfig();
  return useAdminEvents((event) => {
    if (CHANGES_COLLECTIONS.has(event.type)) void mutate(collectionsKey);
  });
}
