import type { ComplianceStatus } from '@fx/contracts';

export const COMPLIANCE_LABEL: Record<ComplianceStatus, string> = {
  pending: 'Screening pending',
  held: 'On hold: compliance check',
  frozen: 'Frozen',
  clear: 'Clear',
};

const TONE: Record<ComplianceStatus, string> = {
  pending: 'waiting',
  held: 'problem',
  frozen: 'problem',
  clear: 'paid',
};

/** Where an order stands with compliance (issue 33): staff accept only clear orders. */
export function ComplianceBadge({ status }: { status: ComplianceStatus }) {
  return (
    <span className={`pay-badge pay-badge--${TONE[status]}`}>
      <span className="visually-hidden">Compliance: </span>
      {COMPLIANCE_LABEL[status]}
    </span>
  );
}

/** Why Accept is greyed out, next to it. */
export const NOT_CLEAR_NOTE: Record<Exclude<ComplianceStatus, 'clear'>, string> = {
  pending: 'Accept is possible once the order has been screened.',
  held: 'Accept is possible once the compliance officer has cleared the order.',
  frozen: 'This order is frozen by the compliance officer: it cannot be accepted.',
};
