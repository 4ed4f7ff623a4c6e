import type { IdCheckView } from '@fx/contracts';
import { ID_DOCUMENT_LABELS, PROOF_OF_ADDRESS_LABELS } from '@fx/contracts/web';
import useSWR from 'swr';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { orderKey } from '@/features/dashboard-orders/api/get-order';
import { formatUkDateTime } from '@/lib/format';
import { isOfficer } from '@/lib/staff-roles';
import { useAuth } from '@/lib/use-auth';
import { IdPhoto } from './id-photo';

/** GET /admin/orders/{id}/id-check: `{ idCheck }` (the RPC's answer) or the record itself. */
function recordOf(answer: { idCheck?: IdCheckView | null } | IdCheckView | undefined) {
  if (!answer) return undefined;
  return 'idCheck' in answer ? (answer.idCheck ?? null) : (answer as IdCheckView);
}

/**
 * The ID recorded at collection, masked. The photo is for the compliance officer only: only they
 * get the button that fetches it.
 */
export function IdRecordPanel({ orderId }: { orderId: string }) {
  const { roles } = useAuth();
  const read = useSWR<{ idCheck?: IdCheckView | null } | IdCheckView>(
    `${orderKey(orderId)}/id-check`,
  );
  const record = recordOf(read.data);
  let body;
  if (read.error) {
    body = (
      <ErrorPanel headingLevel={3} title="We couldn't load the ID record" {...retryProps(read)} />
    );
  } else if (record === undefined) {
    body = <p aria-busy="true">Loading the ID record…</p>;
  } else if (record === null) {
    body = <p>No ID was recorded for this order.</p>;
  } else {
    const document = ID_DOCUMENT_LABELS[record.documentType];
    body = (
      <>
        <dl className="order-facts">
          <Fact term="Document">{document}</Fact>
          <Fact term="Number">{record.documentNumberMasked}</Fact>
          <Fact term="Issuing country">{record.issuingCountry}</Fact>
          <Fact term="Expiry">{record.expiryDate}</Fact>
          <Fact term="Date of birth">{record.dateOfBirth}</Fact>
          {record.proofOfAddress ? (
            <Fact term="Proof of address">
              {PROOF_OF_ADDRESS_LABELS[record.proofOfAddress.type]}, dated{' '}
              {record.proofOfAddress.issuedOn}
            </Fact>
          ) : null}
          <Fact term="Photo">{record.hasPhoto ? 'Kept (compliance officer only)' : 'None'}</Fact>
          <Fact term="Recorded">{formatUkDateTime(record.recordedAt)}</Fact>
        </dl>
        {record.hasPhoto && isOfficer(roles) ? (
          <IdPhoto key={record.id} idCheckId={record.id} document={document} />
        ) : null}
      </>
    );
  }
  return (
    <section className="card order-details__panel" aria-labelledby="order-id-record-title">
      <h3 id="order-id-record-title">ID seen</h3>
      {body}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="order-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
