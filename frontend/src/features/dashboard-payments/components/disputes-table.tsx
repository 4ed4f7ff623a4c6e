import { useState } from 'react';
import type { PaymentsOverview } from '@fx/contracts';
import { TableHead } from '@/components/ui/table-head';
import { formatUkDateTime } from '@/lib/format';
import { formatPence } from '../utils/payments-copy';
import { OrderRef } from './order-ref';

type Dispute = PaymentsOverview['disputes'][number];

const COLUMNS = ['Order', 'Amount', 'Reason', 'Status', 'Respond by', 'Next step'] as const;

/** Chargebacks the customers' banks opened: answer each before its deadline. */
export function DisputesTable({ disputes }: { disputes: Dispute[] }) {
  const [now] = useState(() => Date.now());
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--compact payments-table">
        <caption className="visually-hidden">Disputes</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {disputes.map((dispute) => {
            const late = dispute.respondBy ? new Date(dispute.respondBy).getTime() < now : false;
            return (
              <tr key={dispute.disputeId}>
                <th scope="row" data-label="Order">
                  <OrderRef orderId={dispute.orderId} orderNumber={dispute.orderNumber} />
                </th>
                <td data-label="Amount" className="admin-table__num">
                  {formatPence(dispute.amountPence)}
                </td>
                <td data-label="Reason">{dispute.reason}</td>
                <td data-label="Status">{dispute.status}</td>
                <td data-label="Respond by" className={late ? 'payments-table__late' : undefined}>
                  {dispute.respondBy ? (
                    <>
                      <time dateTime={dispute.respondBy}>
                        {formatUkDateTime(dispute.respondBy)}
                      </time>
                      {late ? ' (passed)' : null}
                    </>
                  ) : (
                    'No deadline given'
                  )}
                </td>
                <td data-label="Next step" className="payments-table__next">
                  {dispute.nextStep}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
