import { useCallback } from 'react';
import type { UserRecord } from '@fx/contracts';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { usersPath } from './get-users';

/** POST /admin/users/{id}/promote ('Make Admin'). */
export function promoteUser(id: string): Promise<UserRecord> {
  return api.post<UserRecord>(`${usersPath}/${encodeURIComponent(id)}/promote`);
}

/** Promotes, then every users page in this SWR cache is fetched again. */
export function usePromoteUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      const user = await promoteUser(id);
      await mutate((key) => typeof key === 'string' && key.startsWith(usersPath));
      return user;
    },
    [mutate],
  );
}
