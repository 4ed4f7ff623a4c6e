import type { ReconciliationDifference } from '@fx/contracts';
import { TableHead } from '@/components/ui/table-head';
import { formatUkDateTime } from '@/lib/format';
import { DIFFERENCE_LABEL } from '../utils/payments-copy';
import { OrderRef } from './order-ref';

const COLUMNS = ['Difference', 'Order', 'Ours', 'The provider', 'Next step', 'Found'] as const;

/** What the reconciliation found between the provider and the orders, with what to do. */
export function DifferencesTable({ differences }: { differences: ReconciliationDifference[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--compact payments-table">
        <caption className="visually-hidden">Differences</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {differences.map((difference) => (
            <tr key={`${difference.kind}-${difference.providerId}`}>
              <th scope="row" data-label="Difference">
                {DIFFERENCE_LABEL[difference.kind]}
                <span className="payments-table__provider-id">{difference.providerId}</span>
              </th>
              <td data-label="Order">
                <OrderRef orderId={difference.orderId} orderNumber={difference.orderNumber} />
              </td>
              <td data-label="Ours">{difference.ours}</td>
              <td data-label="The provider">{difference.theirs}</td>
              <td data-label="Next step" className="payments-table__next">
                {difference.nextStep}
              </td>
              <td data-label="Found">
                <time dateTime={difference.foundAt}>{formatUkDateTime(difference.foundAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
