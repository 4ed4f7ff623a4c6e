import type { ErasureResult } from '@fx/contracts';
import { api } from '@/lib/api-client';

/** The file name of the download: the day it was made (London's day is near enough here). */
export function myDataFileName(exportedAt: string): string {
  return `my-data-${exportedAt.slice(0, 10)}.json`;
}

/**
 * GET /me/data, saved as a JSON file through the browser's download. Rejects with the API's error
 * (nothing is saved then).
 */
export async function downloadMyData(): Promise<string> {
  const data = await api.get<{ exportedAt: string }>('/api/v1/me/data');
  const name = myDataFileName(data.exportedAt);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
}

/** POST /me/erasure: what went, and what was kept (with the reason and until when). */
export function requestErasure(): Promise<ErasureResult> {
  return api.post<ErasureResult>('/api/v1/me/erasure');
}
