import { ID_NEEDED_NOTICE } from '@fx/contracts/web';
import type { DueDiligenceNeeds } from '@/features/orders/utils/due-diligence';
import {
  APPROVAL_NOTICE,
  CARDHOLDER_DOB_NOTICE,
  CASH_DECLARATION_NOTICE,
} from '@/features/orders/utils/due-diligence';

/**
 * What an order of this size needs, said up front (steps 1 and 2, before the customer's details):
 * ID at collection (or, delivered, the card in the customer's name and a date of birth), the
 * officer's approval at the statutory threshold, and the border's cash declaration.
 */
export function DueDiligenceNotices({
  needs,
  delivered,
}: {
  needs: DueDiligenceNeeds;
  delivered: boolean;
}) {
  if (!needs.id && !needs.cashDeclaration) return null;
  return (
    <div className="purchase__notices" aria-label="What this order needs" role="group">
      {needs.id ? (
        <p className="banner banner--info">
          {delivered ? CARDHOLDER_DOB_NOTICE : ID_NEEDED_NOTICE}
        </p>
      ) : null}
      {needs.enhanced ? <p className="banner banner--info">{APPROVAL_NOTICE}</p> : null}
      {needs.cashDeclaration ? (
        <p className="banner banner--warning">{CASH_DECLARATION_NOTICE}</p>
      ) : null}
    </div>
  );
}
