import type { ErrorDetail, IdCheckInput } from '@fx/contracts';
import { PROOF_OF_ADDRESS_MAX_AGE_DAYS } from '@fx/contracts';
import type { KnownOrder } from '../core/orders-projection';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * What is wrong with the ID seen for this order, on London day `today` (YYYY-MM-DD); empty when it
 * may be recorded. Fields are named as the request names them (idCheck.*).
 */
export function idCheckProblems(
  idCheck: IdCheckInput,
  order: KnownOrder,
  today: string,
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const problem = (field: string, message: string) =>
    problems.push({ field: `idCheck.${field}`, message });
  if (idCheck.expiryDate < today) problem('expiryDate', 'The document has expired');
  if (idCheck.dateOfBirth > today) problem('dateOfBirth', 'The date of birth is in the future');
  else if (order.dateOfBirth && order.dateOfBirth !== idCheck.dateOfBirth)
    problem('dateOfBirth', "The date of birth does not match the order's");
  const level = order.dueDiligence?.level ?? 'none';
  if (level !== 'none') {
    const proof = idCheck.proofOfAddress;
    if (!proof) {
      problem('proofOfAddress', 'For this amount a proof of address is needed');
    } else if (proof.issuedOn > today) {
      problem('proofOfAddress.issuedOn', 'The proof of address is dated in the future');
    } else if (dayNumber(today) - dayNumber(proof.issuedOn) > PROOF_OF_ADDRESS_MAX_AGE_DAYS) {
      problem(
        'proofOfAddress.issuedOn',
        `The proof of address must be dated within the last ${PROOF_OF_ADDRESS_MAX_AGE_DAYS} days`,
      );
    }
  }
  if (order.paymentMethod === 'card' && idCheck.cardNameMatches !== true) {
    problem('cardNameMatches', "Confirm the card's name matches the ID");
  }
  return problems;
}
