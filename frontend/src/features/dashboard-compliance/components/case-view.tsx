import type { ComplianceCase } from '@fx/contracts';
import { SOURCE_OF_FUNDS_LABELS } from '@fx/contracts/web';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney, formatUkDateTime } from '@/lib/format';
import { complianceKeys, useCase, useComplianceAction } from '../api/compliance';
import { actorText, caseTitle } from '../utils/compliance-copy';
import { DecisionForm, REASON } from './decision-form';
import { OrderRefList } from './order-ref';
import { Loaded } from './states';

type Edd = NonNullable<ComplianceCase['edd']>;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="order-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The customer's answers, the high-risk countries flagged, and the EUR figures with the rate day. */
function EddRecord({ edd }: { edd: Edd }) {
  const risky = new Set(edd.highRiskCountries);
  const country = (code: string) =>
    risky.has(code) ? (
      <strong className="compliance-flag">{code} (high-risk country)</strong>
    ) : (
      code
    );
  return (
    <dl className="order-facts">
      <Row term="Politically exposed person">
        {edd.answers.politicallyExposed ? `Yes: ${edd.answers.politicalRole ?? ''}` : 'No'}
      </Row>
      <Row term="Source of funds">
        {SOURCE_OF_FUNDS_LABELS[edd.answers.sourceOfFunds]}
        {edd.answers.sourceOfFundsDetail ? `: ${edd.answers.sourceOfFundsDetail}` : ''}
      </Row>
      <Row term="Nationality">{country(edd.answers.nationality)}</Row>
      <Row term="Country of residence">{country(edd.answers.countryOfResidence)}</Row>
      <Row term="Linked orders in euros">
        {formatMoney(edd.linkedEur, 'EUR')} at {edd.eurRate} EUR per GBP (rate of {edd.eurRateDay})
      </Row>
    </dl>
  );
}

function CaseDetails({ item }: { item: ComplianceCase }) {
  const path = complianceKeys.case(item.id);
  const act = useComplianceAction<ComplianceCase>(path);
  const isEdd = item.kind === 'enhanced_due_diligence';
  return (
    <div className="compliance-detail">
      <section className="card">
        <h3>{caseTitle(item)}</h3>
        <p>{item.summary}</p>
        <p>
          Opened {formatUkDateTime(item.openedAt)} ·{' '}
          {item.status === 'open' ? 'open' : `closed ${formatUkDateTime(item.closedAt ?? '')}`}
        </p>
        <h4>Orders</h4>
        <OrderRefList orders={item.orders} />
        {item.edd ? <EddRecord edd={item.edd} /> : null}
      </section>
      {item.status === 'closed' ? (
        <section className="card" aria-label="Decision">
          <h3>Closed</h3>
          <p>{item.closeReason}</p>
          <p>By {actorText(item.closedBy)}</p>
        </section>
      ) : isEdd ? (
        <div className="compliance-decisions">
          <DecisionForm
            title="Approve"
            fields={[REASON]}
            submitLabel="Approve"
            confirmTitle="Approve the order?"
            confirmText="The hold is lifted and staff can accept the order."
            doneText="Approved."
            onSubmit={(values) => act(`${path}/edd-decision`, { ...values, outcome: 'approved' })}
          />
          <DecisionForm
            title="Reject"
            fields={[REASON]}
            submitLabel="Reject"
            destructive
            confirmTitle="Reject the order?"
            confirmText="The order stays held: it cannot be accepted."
            doneText="Rejected."
            onSubmit={(values) => act(`${path}/edd-decision`, { ...values, outcome: 'rejected' })}
          />
        </div>
      ) : (
        <DecisionForm
          title="Close the case"
          fields={[REASON]}
          submitLabel="Close"
          confirmTitle="Close this case?"
          confirmText="The case leaves your queue with your reason."
          doneText="The case is closed."
          onSubmit={(values) => act(`${path}/close`, values)}
        />
      )}
    </div>
  );
}

/** /dashboard/compliance/cases/{id}: a red flag or an EDD approval. */
export function CaseView({ id }: { id: string }) {
  useDocumentTitle('Case');
  const read = useCase(id);
  return (
    <div className="compliance-screen">
      <h2>Case</h2>
      <Loaded read={read} what="the case">
        {(item) => <CaseDetails item={item} />}
      </Loaded>
    </div>
  );
}
