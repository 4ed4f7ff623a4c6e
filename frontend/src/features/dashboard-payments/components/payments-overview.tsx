import { useId } from 'react';
import type { ReactNode } from 'react';
import { DashLoading } from '@/components/layout/dash-loading';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { usePaymentsOverview } from '../api/get-payments';
import { NOTHING_TO_LOOK_AT } from '../utils/payments-copy';
import { DifferencesTable } from './differences-table';
import { DisputesTable } from './disputes-table';
import { FailedRefundsTable } from './failed-refunds-table';
import { ReconcileBar } from './reconcile-bar';
import '@/styles/dashboard-admin.css';
import '@/styles/orders.css';
import '@/styles/dashboard-payments.css';

/** One kind of problem: its heading, how many, and its table or that there are none. */
function Kind({
  title,
  lead,
  count,
  none,
  children,
}: {
  title: string;
  lead: string;
  count: number;
  none: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="card dash-card payments-kind" aria-labelledby={titleId}>
      <h3 id={titleId} className="dash-card__title">
        {title} <span className="payments-kind__count">({count})</span>
      </h3>
      <p className="payments-kind__lead">{lead}</p>
      {count > 0 ? children : <p className="payments-kind__none">{none}</p>}
    </section>
  );
}

/**
 * The Payments screen's body: whether cards are taken, the reconciliation and its differences,
 * failed refunds with Retry refund, and disputes with their deadlines, each linked to its order.
 */
export function PaymentsOverviewView() {
  const overview = usePaymentsOverview();

  if (overview.error && !overview.data) {
    return (
      <ErrorPanel
        headingLevel={3}
        title="We couldn't load the payments"
        {...retryProps(overview)}
      />
    );
  }
  if (!overview.data) return <DashLoading>Loading the payments…</DashLoading>;

  const { cards, lastReconciledAt, differences, failedRefunds, disputes } = overview.data;
  const nothing = differences.length + failedRefunds.length + disputes.length === 0;
  return (
    <div className="payments-view">
      {cards ? null : (
        <div className="banner banner--warning" role="note">
          <p>
            Card payments are off: customers reserve and pay in store, and delivery and the buy-back
            guarantee are not offered. Payments taken before stay listed here.
          </p>
        </div>
      )}
      <ReconcileBar lastReconciledAt={lastReconciledAt} />
      {nothing ? (
        <div className="state-panel payments-empty">
          <h3 className="state-panel__title">{NOTHING_TO_LOOK_AT}</h3>
          <p className="state-panel__text">No differences, no failed refunds and no disputes.</p>
        </div>
      ) : (
        [
          {
            title: 'Differences',
            lead: 'Where the provider and the orders disagree after the last reconciliation.',
            count: differences.length,
            none: 'None: the provider and the orders agree.',
            table: <DifferencesTable differences={differences} />,
          },
          {
            title: 'Failed refunds',
            lead: 'Refunds the provider refused or failed. They are retried on their own; Retry refund tries now, never twice over.',
            count: failedRefunds.length,
            none: 'None: every refund went through.',
            table: <FailedRefundsTable refunds={failedRefunds} />,
          },
          {
            title: 'Disputes',
            lead: "Chargebacks opened by customers' banks: answer each before its deadline.",
            count: disputes.length,
            none: 'None open.',
            table: <DisputesTable disputes={disputes} />,
          },
        ].map(({ table, ...kind }) => (
          <Kind key={kind.title} {...kind}>
            {table}
          </Kind>
        ))
      )}
    </div>
  );
}
