import { api } from '@/lib/api-client';

/** GET /api/v1/admin/compliance/id-checks/{id}/photo: compliance officers only (audited). */
export function idPhotoPath(idCheckId: string): string {
  return `/api/v1/admin/compliance/id-checks/${encodeURIComponent(idCheckId)}/photo`;
}

/**
 * The document's photo as a data URL. Fetched on the officer's request only, and not through SWR:
 * each look is a deliberate, audited view, not a cached or revalidated one.
 */
export async function getIdPhoto(idCheckId: string): Promise<string> {
  const { dataUrl } = await api.get<{ dataUrl: string }>(idPhotoPath(idCheckId));
  return dataUrl;
}
