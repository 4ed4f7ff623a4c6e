import { Link } from 'react-router';
import type { ComplianceDashboard, SanctionsListStatus } from '@fx/contracts';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatUkDateTime } from '@/lib/format';
import { useComplianceDashboard } from '../api/compliance';
import { HOLD_KIND_LABEL, ageText, caseTitle } from '../utils/compliance-copy';
import { Empty, Loaded } from './states';

/** The list's date and entry count, and a warning when it is stale or a new one was refused. */
export function ListStatus({ list }: { list: SanctionsListStatus }) {
  return (
    <div className="compliance-list-status">
      {list.listDate ? (
        <p>
          Sanctions list of <time dateTime={list.listDate}>{list.listDate}</time>:{' '}
          {list.entries.toLocaleString('en-GB')} entries ({list.names.toLocaleString('en-GB')}{' '}
          names).
        </p>
      ) : (
        <p role="alert">No sanctions list has been imported: orders wait as screening pending.</p>
      )}
      {list.stale ? (
        <p className="compliance-warning" role="alert">
          The list is out of date: import the latest one.
        </p>
      ) : null}
      {list.lastRefusal ? (
        <p className="compliance-warning" role="alert">
          A new list was refused on {formatUkDateTime(list.lastRefusal.at)}:{' '}
          {list.lastRefusal.reason}
        </p>
      ) : null}
    </div>
  );
}

function Dashboard({ data }: { data: ComplianceDashboard }) {
  return (
    <div className="compliance-dashboard">
      <section className="card" aria-labelledby="cd-list">
        <h3 id="cd-list">Sanctions list</h3>
        <ListStatus list={data.list} />
        <Link to={paths.dashboard('compliance/sanctions')}>Sanctions list and import</Link>
      </section>
      {data.alerts.length > 0 ? (
        <section className="card" aria-labelledby="cd-alerts">
          <h3 id="cd-alerts">Alerts</h3>
          <ul className="compliance-list" role="list">
            {data.alerts.map((alert) => (
              <li key={`${alert.kind}-${alert.at}`}>
                <time dateTime={alert.at}>{formatUkDateTime(alert.at)}</time>: {alert.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card" aria-labelledby="cd-holds">
        <h3 id="cd-holds">Open holds ({data.openHolds.length})</h3>
        {data.openHolds.length === 0 ? (
          <Empty>No open holds.</Empty>
        ) : (
          <ol className="compliance-list">
            {data.openHolds.map((hold) => (
              <li key={hold.id}>
                <Link to={paths.dashboard(`compliance/holds/${hold.id}`)}>
                  {HOLD_KIND_LABEL[hold.kind]}: order {hold.order.orderNumber},{' '}
                  {hold.order.customerName}
                </Link>{' '}
                · waiting {ageText(hold.ageHours)}
              </li>
            ))}
          </ol>
        )}
        <Link to={paths.dashboard('compliance/holds')}>All holds, open and closed</Link>
      </section>
      <section className="card" aria-labelledby="cd-cases">
        <h3 id="cd-cases">Open cases ({data.openCases.length})</h3>
        {data.openCases.length === 0 ? (
          <Empty>No open cases.</Empty>
        ) : (
          <ol className="compliance-list">
            {data.openCases.map((each) => (
              <li key={each.id}>
                <Link to={paths.dashboard(`compliance/cases/${each.id}`)}>
                  {caseTitle(each)}: {each.summary}
                </Link>{' '}
                · waiting {ageText(each.ageHours)}
              </li>
            ))}
          </ol>
        )}
        <Link to={paths.dashboard('compliance/cases')}>All cases, open and closed</Link>
      </section>
      <section className="card" aria-labelledby="cd-reports">
        <h3 id="cd-reports">Suspicion reports</h3>
        <dl className="order-facts">
          <div className="order-facts__row">
            <dt>This month</dt>
            <dd>{data.reports.thisMonth}</dd>
          </div>
          <div className="order-facts__row">
            <dt>Awaiting decision</dt>
            <dd>{data.reports.awaitingDecision}</dd>
          </div>
          <div className="order-facts__row">
            <dt>Awaiting consent</dt>
            <dd>{data.reports.awaitingConsent}</dd>
          </div>
        </dl>
        <Link to={paths.dashboard('compliance/reports')}>All reports</Link>
      </section>
      <p>
        <Link to={paths.dashboard('compliance/audit')}>Audit log and CSV export</Link>
      </p>
    </div>
  );
}

/** /dashboard/compliance: the officer's day at a glance (issue 33). */
export function OfficerDashboard() {
  useDocumentTitle('Compliance');
  const read = useComplianceDashboard();
  return (
    <div className="compliance-screen">
      <h2>Compliance</h2>
      <Loaded read={read} what="the compliance dashboard">
        {(data) => <Dashboard data={data} />}
      </Loaded>
    </div>
  );
}
