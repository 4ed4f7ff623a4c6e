import type { UserList } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

export const USERS_PAGE_SIZE = 20;

/** Every users page's SWR key (and API path) starts with this. */
export const usersPath = '/api/v1/admin/users';

export const usersKey = (page: number, pageSize = USERS_PAGE_SIZE) =>
  `${usersPath}?page=${page}&pageSize=${pageSize}`;

export function getUsers(key: string): Promise<UserList> {
  return api.get<UserList>(key);
}

/** One page of GET /admin/users; the previous page stays on screen while the next loads. */
export function useUsers(page: number, pageSize = USERS_PAGE_SIZE) {
  return useSWR<UserList, ApiError>(usersKey(page, pageSize), getUsers, {
    keepPreviousData: true,
  });
}
