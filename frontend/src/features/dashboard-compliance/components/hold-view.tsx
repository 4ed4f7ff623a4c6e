import { Link } from 'react-router';
import type { Hold } from '@fx/contracts';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatUkDateTime } from '@/lib/format';
import { complianceKeys, useComplianceAction, useHold } from '../api/compliance';
import { HOLD_KIND_LABEL, actorText, scorePercent } from '../utils/compliance-copy';
import { DecisionForm, REASON } from './decision-form';
import { OrderRefLine } from './order-ref';
import { Loaded } from './states';

function Matches({ matches }: { matches: Hold['matches'] }) {
  if (matches.length === 0) return <p>No possible matches are recorded for this hold.</p>;
  return (
    <table className="orders-table compliance-table">
      <caption>Possible matches</caption>
      <thead>
        <tr>
          <th scope="col">Listed name</th>
          <th scope="col">Score</th>
          <th scope="col">Dates of birth</th>
          <th scope="col">Regime</th>
        </tr>
      </thead>
      <tbody>
        {matches.map((match) => (
          <tr key={`${match.entryId}-${match.listedName}`}>
            <td>
              {match.listedName}
              {match.listedName !== match.primaryName ? ` (alias of ${match.primaryName})` : ''}
            </td>
            <td>{scorePercent(match.score)}</td>
            <td>{match.datesOfBirth.length > 0 ? match.datesOfBirth.join(', ') : 'Not given'}</td>
            <td>{match.regime ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HoldDetails({ hold }: { hold: Hold }) {
  const act = useComplianceAction<Hold>(complianceKeys.hold(hold.id));
  const path = complianceKeys.hold(hold.id);
  return (
    <div className="compliance-detail">
      <section className="card">
        <h3>{HOLD_KIND_LABEL[hold.kind]}</h3>
        <p>
          <OrderRefLine order={hold.order} />
        </p>
        <p>
          Opened {formatUkDateTime(hold.openedAt)}
          {hold.closedAt ? `, closed ${formatUkDateTime(hold.closedAt)}` : ' · open'}
        </p>
        {hold.kind === 'sanctions_match' ? <Matches matches={hold.matches} /> : null}
      </section>
      {hold.decision ? (
        <section className="card" aria-label="Decision">
          <h3>Decision: {hold.decision.outcome}</h3>
          <p>{hold.decision.reason}</p>
          {hold.decision.ofsiReference ? (
            <p>
              Reported to OFSI on {hold.decision.ofsiReportedOn}, reference{' '}
              {hold.decision.ofsiReference}
            </p>
          ) : null}
          <p>
            By {actorText(hold.decision.by)} on {formatUkDateTime(hold.decision.at)}
          </p>
        </section>
      ) : hold.kind === 'sanctions_match' ? (
        <div className="compliance-decisions">
          <DecisionForm
            title="Clear: not the listed person"
            fields={[REASON]}
            submitLabel="Clear"
            confirmTitle="Clear this hold?"
            confirmText={`Order ${hold.order.orderNumber} is released to staff to accept.`}
            doneText="The hold is cleared."
            onSubmit={(values) => act(`${path}/clear`, values)}
          />
          <DecisionForm
            title="Confirm match"
            fields={[
              REASON,
              {
                name: 'ofsiReference',
                label: 'OFSI reference',
                kind: 'text',
                required: 'Enter the OFSI reference',
              },
              {
                name: 'ofsiReportedOn',
                label: 'Reported to OFSI on',
                kind: 'date',
                required: 'Enter the date it was reported',
              },
            ]}
            submitLabel="Confirm match"
            destructive
            confirmTitle="Confirm the match?"
            confirmText={`Order ${hold.order.orderNumber} is frozen: it cannot be accepted, refunded or cancelled.`}
            doneText="The match is confirmed and the order frozen."
            onSubmit={(values) => act(`${path}/confirm`, values)}
          />
        </div>
      ) : (
        <p>
          {hold.caseId ? (
            <Link to={paths.dashboard(`compliance/cases/${hold.caseId}`)}>
              Decide it on its case
            </Link>
          ) : hold.reportId ? (
            <Link to={paths.dashboard(`compliance/reports/${hold.reportId}`)}>
              Decide it on its report
            </Link>
          ) : (
            'This hold is decided elsewhere.'
          )}
        </p>
      )}
    </div>
  );
}

/** /dashboard/compliance/holds/{id}: a held order and the officer's decision. */
export function HoldView({ id }: { id: string }) {
  useDocumentTitle('Hold');
  const read = useHold(id);
  return (
    <div className="compliance-screen">
      <h2>Hold</h2>
      <Loaded read={read} what="the hold">
        {(hold) => <HoldDetails hold={hold} />}
      </Loaded>
    </div>
  );
}
