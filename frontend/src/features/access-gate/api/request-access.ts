import type { AccessGateGrant, AccessGateRequest } from '@fx/contracts';
import { api } from '@/lib/api-client';

export const accessGatePath = '/api/v1/access-gate';

/** POST /access-gate: a short-lived token for /admin calls, or 401 / 429. */
export function requestAccess(credentials: AccessGateRequest): Promise<AccessGateGrant> {
  return api.post<AccessGateGrant>(accessGatePath, credentials);
}
