import { useState } from 'react';
import type { ErrorDetail, PlaceOrder } from '@fx/contracts';
import { londonNow } from '@fx/contracts/web';
import { site } from '@/config/site';
import { useNow } from '@/lib/page-clock';
import {
  EMPTY_DUE_DILIGENCE,
  dueDiligenceAnswers,
  dueDiligenceErrors,
  dueDiligenceNeeds,
  serverDueDiligenceErrors,
} from '@/features/orders/utils/due-diligence';
import type { DueDiligenceErrors, DueDiligenceForm } from '@/features/orders/utils/due-diligence';

/**
 * Customer due diligence on the order form, for an order of `totalGbp`: the notices it needs,
 * the questions at or above the statutory threshold (or once the server asked for them: linked
 * orders took the customer over it) and the date of birth of a delivery at or above the house
 * threshold.
 */
export function useDueDiligence(totalGbp: string, delivered: boolean) {
  const today = londonNow(useNow()).date;
  const needs = dueDiligenceNeeds(site.orders.dueDiligence, totalGbp);
  const [form, setForm] = useState<DueDiligenceForm>(EMPTY_DUE_DILIGENCE);
  const [errors, setErrors] = useState<DueDiligenceErrors>({});
  const [serverAsked, setServerAsked] = useState(false);
  const asked = { enhanced: needs.enhanced || serverAsked, dateOfBirth: delivered && needs.id };

  /** Changes answers; what the customer changes is no longer marked wrong. */
  const change = (next: Partial<DueDiligenceForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const kept = { ...current, answers: undefined };
      for (const key of Object.keys(next)) delete kept[key as keyof DueDiligenceErrors];
      return kept;
    });
  };

  /** Checks what is asked; answers the first problem (also shown at its field), or null. */
  const check = (): string | null => {
    const found = dueDiligenceErrors(form, asked, today);
    setErrors(found);
    return Object.values(found)[0] ?? null;
  };

  /** What POST /orders carries of it. */
  const request = (): Pick<PlaceOrder, 'dueDiligence' | 'dateOfBirth'> => ({
    ...(asked.enhanced ? { dueDiligence: dueDiligenceAnswers(form) } : {}),
    ...(asked.dateOfBirth ? { dateOfBirth: form.dateOfBirth } : {}),
  });

  /** The server's refusal of these fields, at them; it may ask the questions. */
  const markRefused = (details: readonly ErrorDetail[]) => {
    const refused = serverDueDiligenceErrors(details);
    if (refused.ask) setServerAsked(true);
    setErrors(refused.errors);
  };

  return { needs, asked, form, change, errors, check, request, markRefused };
}

export type DueDiligenceState = ReturnType<typeof useDueDiligence>;
