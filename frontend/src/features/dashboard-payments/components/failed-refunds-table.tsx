import { useState } from 'react';
import type { PaymentsOverview, RefundRecord } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { TableHead } from '@/components/ui/table-head';
import { isApiError } from '@/lib/api-client';
import { formatUkDateTime } from '@/lib/format';
import { useRetryRefund } from '../api/payment-actions';
import { formatPence } from '../utils/payments-copy';
import { OrderRef } from './order-ref';

type FailedRefund = PaymentsOverview['failedRefunds'][number];

const COLUMNS = ['Order', 'Amount', 'Reason', 'Tries', 'Next try', 'Next step', 'Action'] as const;

/** What the retry came to, in the row: through, on its way, or failed again and why. */
function outcomeText(refund: RefundRecord): string {
  switch (refund.status) {
    case 'succeeded':
      return 'Refunded';
    case 'requested':
    case 'pending':
      return 'Sent: waiting for the provider';
    case 'failed':
      return `Failed again: ${refund.failureReason ?? 'the provider gave no reason'}`;
  }
}

type Outcome = { tone: 'ok' | 'error'; text: string };

function RetryCell({ refund }: { refund: FailedRefund }) {
  const retry = useRetryRefund();
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onRetry() {
    setRunning(true);
    setOutcome(null);
    try {
      const answer = await retry(refund.orderId, refund.idempotencyKey);
      const text = outcomeText(answer);
      setOutcome({ tone: answer.status === 'failed' ? 'error' : 'ok', text });
      // A refund that went through leaves the list, and the row with it: say so where it stays.
      if (answer.status !== 'failed')
        toast.success(`Order ${refund.orderNumber ?? refund.orderId}: ${text.toLowerCase()}`);
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: isApiError(error) ? error.message : 'Something went wrong: try again',
      });
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="payments-table__action">
      <Button
        size="sm"
        variant="secondary"
        disabled={running}
        aria-busy={running || undefined}
        aria-label={`Retry refund for order ${refund.orderNumber ?? refund.orderId}`}
        onClick={() => void onRetry()}
      >
        {running ? 'Retrying…' : 'Retry refund'}
      </Button>
      <span
        className={outcome?.tone === 'error' ? 'field__error' : 'payments-table__ok'}
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
      >
        {outcome?.text}
      </span>
    </div>
  );
}

/** Refunds the provider refused or failed: retried on a schedule, or now by staff. */
export function FailedRefundsTable({ refunds }: { refunds: FailedRefund[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--compact payments-table">
        <caption className="visually-hidden">Failed refunds</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.idempotencyKey}>
              <th scope="row" data-label="Order">
                <OrderRef orderId={refund.orderId} orderNumber={refund.orderNumber} />
              </th>
              <td data-label="Amount" className="admin-table__num">
                {formatPence(refund.amountPence)}
              </td>
              <td data-label="Reason">{refund.reason}</td>
              <td data-label="Tries" className="admin-table__num">
                {refund.attempts}
              </td>
              <td data-label="Next try">
                {refund.nextAttemptAt ? (
                  <time dateTime={refund.nextAttemptAt}>
                    {formatUkDateTime(refund.nextAttemptAt)}
                  </time>
                ) : (
                  'None planned'
                )}
              </td>
              <td data-label="Next step" className="payments-table__next">
                {refund.nextStep}
              </td>
              <td data-label="Action">
                <RetryCell refund={refund} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
