import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ComplianceCase, Hold } from '@fx/contracts';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatUkDateTime } from '@/lib/format';
import type { StatusFilter } from '../api/compliance';
import { useCases, useHolds } from '../api/compliance';
import { HOLD_KIND_LABEL, caseTitle } from '../utils/compliance-copy';
import type { Read } from './states';
import { Empty, Loaded, StatusTabs } from './states';

/** ?status=closed shows the closed ones; anything else the open ones (the default). */
function useStatusParam(): [StatusFilter, (status: StatusFilter) => void] {
  const [params, setParams] = useSearchParams();
  const status: StatusFilter = params.get('status') === 'closed' ? 'closed' : 'open';
  const setStatus = (next: StatusFilter) =>
    setParams(next === 'closed' ? { status: 'closed' } : {}, { replace: true });
  return [status, setStatus];
}

/** When it was opened, or when it was closed. */
function When({ openedAt, closedAt }: { openedAt: string; closedAt: string | null }) {
  const at = closedAt ?? openedAt;
  return (
    <>
      {closedAt ? 'closed' : 'opened'} <time dateTime={at}>{formatUkDateTime(at)}</time>
    </>
  );
}

/** An open/closed list: the toggle, then loading, the failure, "No … " or the items. */
function Queue<T extends { id: string }>({
  title,
  status,
  setStatus,
  read,
  item,
}: {
  /** "Holds": the heading; in lower case, what the texts name. */
  title: string;
  status: StatusFilter;
  setStatus: (status: StatusFilter) => void;
  read: Read<T[]>;
  item: (each: T) => ReactNode;
}) {
  useDocumentTitle(title);
  const what = title.toLowerCase();
  return (
    <div className="compliance-screen">
      <h2>{title}</h2>
      <StatusTabs label={`Which ${what}`} status={status} onChange={setStatus} />
      <Loaded read={read} what={`the ${status} ${what}`}>
        {(items) =>
          items.length === 0 ? (
            <Empty>
              No {status} {what}.
            </Empty>
          ) : (
            <ol
              className="compliance-list"
              aria-label={`${status === 'open' ? 'Open' : 'Closed'} ${what}`}
            >
              {items.map((each) => (
                <Fragment key={each.id}>{item(each)}</Fragment>
              ))}
            </ol>
          )
        }
      </Loaded>
    </div>
  );
}

function HoldItem({ hold }: { hold: Hold }) {
  return (
    <li>
      <Link to={paths.dashboard(`compliance/holds/${hold.id}`)}>
        {HOLD_KIND_LABEL[hold.kind]}: order {hold.order.orderNumber}, {hold.order.customerName}
      </Link>{' '}
      · {hold.decision ? `${hold.decision.outcome}, ` : ''}
      <When openedAt={hold.openedAt} closedAt={hold.closedAt} />
    </li>
  );
}

/** /dashboard/compliance/holds[?status=closed]: every open (or closed) hold, to its details. */
export function HoldsList() {
  const [status, setStatus] = useStatusParam();
  const { data, ...read } = useHolds(status);
  return (
    <Queue
      title="Holds"
      status={status}
      setStatus={setStatus}
      read={{ ...read, data: data?.holds }}
      item={(hold) => <HoldItem hold={hold} />}
    />
  );
}

function CaseItem({ item }: { item: ComplianceCase }) {
  const orders = item.orders.length;
  return (
    <li>
      <Link to={paths.dashboard(`compliance/cases/${item.id}`)}>
        {caseTitle(item)}: {item.summary}
      </Link>{' '}
      · {orders} order{orders === 1 ? '' : 's'} ·{' '}
      <When openedAt={item.openedAt} closedAt={item.closedAt} />
    </li>
  );
}

/** /dashboard/compliance/cases[?status=closed]: every open (or closed) case, to its details. */
export function CasesList() {
  const [status, setStatus] = useStatusParam();
  const { data, ...read } = useCases(status);
  return (
    <Queue
      title="Cases"
      status={status}
      setStatus={setStatus}
      read={{ ...read, data: data?.cases }}
      item={(each) => <CaseItem item={each} />}
    />
  );
}
