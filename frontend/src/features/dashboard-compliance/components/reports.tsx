import { useState } from 'react';
import { Link } from 'react-router';
import type { SuspicionReport } from '@fx/contracts';
import { londonNow } from '@fx/contracts/web';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatUkDateTime } from '@/lib/format';
import { useNow } from '@/lib/page-clock';
import type { ReportFilter } from '../api/compliance';
import { complianceKeys, useComplianceAction, useReport, useReports } from '../api/compliance';
import { REPORT_STATUS_LABEL, actorText, daysLeft } from '../utils/compliance-copy';
import { DecisionForm, REASON } from './decision-form';
import { OrderRefList } from './order-ref';
import { Empty, Loaded, StatusTabs } from './states';

/** /dashboard/compliance/reports: open (awaiting a decision or consent) or closed reports. */
export function ReportsList() {
  useDocumentTitle('Suspicion reports');
  const [status, setStatus] = useState<ReportFilter>('open');
  const read = useReports(status);
  return (
    <div className="compliance-screen">
      <h2>Suspicion reports</h2>
      <StatusTabs label="Which reports" status={status} onChange={setStatus} />
      <Loaded read={read} what="the reports">
        {({ reports }) =>
          reports.length === 0 ? (
            <Empty>No {status} reports.</Empty>
          ) : (
            <ol className="compliance-list">
              {reports.map((report) => (
                <li key={report.id}>
                  <Link to={paths.dashboard(`compliance/reports/${report.id}`)}>
                    {report.reference}
                  </Link>{' '}
                  · {REPORT_STATUS_LABEL[report.status]} · raised{' '}
                  {formatUkDateTime(report.raisedAt)}
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </div>
  );
}

/** The NCA consent clock: notice period, then the moratorium if refused, with days left. */
function ConsentClock({ nca }: { nca: NonNullable<SuspicionReport['nca']> }) {
  const today = londonNow(useNow()).date;
  const ends = nca.moratoriumEndsOn ?? nca.noticeEndsOn;
  return (
    <dl className="order-facts" aria-label="Consent clock">
      <div className="order-facts__row">
        <dt>Notice period ends</dt>
        <dd>{nca.noticeEndsOn ?? '—'}</dd>
      </div>
      {nca.refusedOn ? (
        <div className="order-facts__row">
          <dt>Consent refused on</dt>
          <dd>{nca.refusedOn}</dd>
        </div>
      ) : null}
      <div className="order-facts__row">
        <dt>Moratorium ends</dt>
        <dd>{nca.moratoriumEndsOn ?? 'Only if consent is refused'}</dd>
      </div>
      {ends && !nca.consentGivenOn ? (
        <div className="order-facts__row">
          <dt>Days left</dt>
          <dd>{daysLeft(today, ends)}</dd>
        </div>
      ) : null}
      {nca.consentGivenOn ? (
        <div className="order-facts__row">
          <dt>Consent given on</dt>
          <dd>{nca.consentGivenOn}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function ReportDetails({ report }: { report: SuspicionReport }) {
  const path = complianceKeys.report(report.id);
  const act = useComplianceAction<SuspicionReport>(path);
  const ON = { name: 'on', label: 'On', kind: 'date' as const, required: 'Enter the date' };
  return (
    <div className="compliance-detail">
      <section className="card">
        <h3>
          {report.reference} · {REPORT_STATUS_LABEL[report.status]}
        </h3>
        <p>
          Raised by {actorText(report.raisedBy)} on {formatUkDateTime(report.raisedAt)}
        </p>
        <blockquote className="compliance-noticed">{report.noticed}</blockquote>
        {report.customerEmail ? <p>Customer: {report.customerEmail}</p> : null}
        <h4>Orders</h4>
        <OrderRefList orders={report.orders} />
      </section>
      {report.nca ? (
        <section className="card" aria-label="Submitted to the NCA">
          <h3>Submitted to the NCA</h3>
          <p>
            Reference {report.nca.reference}, submitted on {report.nca.submittedOn}
            {report.nca.consentRequested ? ', consent requested' : ''}.
          </p>
          {report.nca.consentRequested ? <ConsentClock nca={report.nca} /> : null}
        </section>
      ) : null}
      {report.decision ? (
        <section className="card" aria-label="Decision">
          <h3>Decision</h3>
          <p>{report.decision.reason}</p>
          <p>
            By {actorText(report.decision.by)} on {formatUkDateTime(report.decision.at)}
          </p>
        </section>
      ) : null}
      {report.status === 'raised' ? (
        <div className="compliance-decisions">
          <DecisionForm
            title="Submitted to the NCA"
            fields={[
              {
                name: 'ncaReference',
                label: 'NCA reference',
                kind: 'text',
                required: 'Enter the NCA reference',
              },
              {
                name: 'submittedOn',
                label: 'Submitted on',
                kind: 'date',
                required: 'Enter the date',
              },
              { name: 'consentRequested', label: 'Consent requested (DAML)', kind: 'checkbox' },
              REASON,
            ]}
            submitLabel="Record the submission"
            confirmTitle="Record the submission?"
            confirmText="With consent requested, the related orders stay held while the clock runs."
            doneText="The submission is recorded."
            onSubmit={(values) => act(`${path}/decision`, { outcome: 'submitted', ...values })}
          />
          <DecisionForm
            title="No further action"
            fields={[REASON]}
            submitLabel="No further action"
            confirmTitle="Close with no further action?"
            confirmText="The report is closed with your reason."
            doneText="Closed with no further action."
            onSubmit={(values) =>
              act(`${path}/decision`, { outcome: 'no_further_action', ...values })
            }
          />
        </div>
      ) : null}
      {report.status === 'awaiting_consent' || report.status === 'consent_refused' ? (
        <div className="compliance-decisions">
          <DecisionForm
            title="Consent given"
            fields={[ON, REASON]}
            submitLabel="Consent given"
            confirmTitle="Record consent given?"
            confirmText="The related orders are released from the hold."
            doneText="Consent recorded."
            onSubmit={(values) => act(`${path}/consent`, { outcome: 'given', ...values })}
          />
          {report.status === 'awaiting_consent' ? (
            <DecisionForm
              title="Consent refused"
              fields={[ON, REASON]}
              submitLabel="Consent refused"
              destructive
              confirmTitle="Record consent refused?"
              confirmText="The 31-day moratorium starts; the orders stay held."
              doneText="Refusal recorded."
              onSubmit={(values) => act(`${path}/consent`, { outcome: 'refused', ...values })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** /dashboard/compliance/reports/{id}: a report, the officer's decision and the consent clock. */
export function ReportView({ id }: { id: string }) {
  useDocumentTitle('Suspicion report');
  const read = useReport(id);
  return (
    <div className="compliance-screen">
      <Link to={paths.dashboard('compliance/reports')}>← All reports</Link>
      <h2>Suspicion report</h2>
      <Loaded read={read} what="the report">
        {(report) => <ReportDetails report={report} />}
      </Loaded>
    </div>
  );
}
