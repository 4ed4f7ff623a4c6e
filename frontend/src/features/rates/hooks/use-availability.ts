import { useCallback } from 'react';
import { earliestAvailability } from '@/lib/collection';
import { useBranches } from '@/lib/get-branches';
import { useNow } from '@/lib/page-clock';
import type { AvailabilityOf } from '@/features/rates/components/collect-action';

/**
 * Each currency's Click & Collect stock at the branch that can hand it over first, for the rate
 * lists; nothing is said while the branches load or if they cannot be read.
 */
export function useAvailability(): AvailabilityOf {
  const { data } = useBranches();
  const now = useNow().getTime();
  return useCallback(
    (code: string) =>
      data ? earliestAvailability(data.branches, code, new Date(now))?.availability : undefined,
    [data, now],
  );
}
