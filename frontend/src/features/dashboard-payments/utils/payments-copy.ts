import type { ReconciliationDifference } from '@fx/contracts';
import { Decimal } from '@fx/contracts/web';
import { formatMoney } from '@/lib/format';

/** "£412.75" from 41275 pence, exactly (integer pence, decimal pounds). */
export function formatPence(pence: number): string {
  return formatMoney(new Decimal(pence).div(100).toFixed(2), 'GBP');
}

export const DIFFERENCE_LABEL: Record<ReconciliationDifference['kind'], string> = {
  paid_without_order: 'Paid without an order',
  status_mismatch: 'Status differs',
  amount_mismatch: 'Amount differs',
  refund_mismatch: 'Refund differs',
};

export const NOTHING_TO_LOOK_AT = 'Nothing to look at: the provider and the orders agree';
