import type { Actor, ComplianceCase, HoldKind, ReportStatus } from '@fx/contracts';
import { RED_FLAG_LABELS } from '@fx/contracts/web';

/** "3 hours", "2 days": how long something has waited. */
export function ageText(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) {
    const whole = Math.floor(hours);
    return `${whole} hour${whole === 1 ? '' : 's'}`;
  }
  return `${Math.floor(hours / 24)} days`;
}

/** A match score (0..1) as a percentage. */
export const scorePercent = (score: number) => `${Math.round(score * 100)}%`;

export const HOLD_KIND_LABEL: Record<HoldKind, string> = {
  sanctions_match: 'Possible sanctions match',
  enhanced_due_diligence: 'Enhanced due diligence',
  suspicion_report: 'Suspicion report: awaiting consent',
};

/** A case's name: its red flag, or enhanced due diligence, or a possible sanctions match. */
export function caseTitle(item: Pick<ComplianceCase, 'kind' | 'rule'>): string {
  if (item.kind === 'enhanced_due_diligence') return 'Enhanced due diligence';
  return item.rule ? RED_FLAG_LABELS[item.rule] : 'Possible sanctions match';
}

export const REPORT_STATUS_LABEL: Record<ReportStatus, string> = {
  raised: 'Awaiting decision',
  awaiting_consent: 'Awaiting NCA consent',
  consent_refused: 'Consent refused: moratorium',
  submitted: 'Submitted to the NCA',
  no_further_action: 'No further action',
};

export function actorText(actor: Actor | null | undefined): string {
  if (!actor) return '—';
  if (actor.kind === 'system') return 'System';
  if (actor.kind === 'customer') return 'Customer';
  return actor.id ? `Staff ${actor.id}` : 'Staff';
}

/** Whole days from `today` to `day` (both YYYY-MM-DD), never below 0. */
export function daysLeft(today: string, day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}
