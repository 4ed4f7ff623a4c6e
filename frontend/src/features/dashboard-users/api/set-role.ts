import { useCallback } from 'react';
import type { GrantableRole, UserRecord } from '@fx/contracts';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { usersPath } from './get-users';

/** PUT (grant) or DELETE (remove) /admin/users/{id}/roles/{role}: the user as they now are. */
export function setRole(id: string, role: GrantableRole, granted: boolean): Promise<UserRecord> {
  const path = `${usersPath}/${encodeURIComponent(id)}/roles/${role}`;
  return granted ? api.put<UserRecord>(path) : api.delete<UserRecord>(path);
}

/** Grants or removes a role, then every users page in this SWR cache is fetched again. */
export function useSetRole() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, role: GrantableRole, granted: boolean) => {
      try {
        return await setRole(id, role, granted);
      } finally {
        await mutate((key) => typeof key === 'string' && key.startsWith(usersPath));
      }
    },
    [mutate],
  );
}
