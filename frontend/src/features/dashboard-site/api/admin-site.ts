import { useCallback } from 'react';
import type { AdminSite, SiteEdits } from '@fx/contracts';
import useSWR from 'swr';
import { setSiteSettings } from '@/config/site';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

export const adminSitePath = '/api/v1/admin/site';

/** GET /admin/site: the site as served now, and who changed which detail when. */
export function useAdminSite() {
  return useSWR<AdminSite, ApiError>(adminSitePath, (path: string) => api.get<AdminSite>(path));
}

/**
 * PUT /admin/site with the changed details; the screen's data and this tab's own site (header,
 * footer) take the answer at once.
 */
export function useSaveSiteEdits() {
  const { mutate } = useAdminSite();
  return useCallback(
    async (edits: SiteEdits) => {
      const saved = await api.put<AdminSite>(adminSitePath, edits);
      setSiteSettings(saved.site);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
