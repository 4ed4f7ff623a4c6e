import { OFFLINE_NOTICE_ID } from '@/components/layout/app-notices';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/online';
import type { PurchaseFlowState } from '@/features/orders/hooks/use-purchase-flow';
import { DeliveryAddressFields } from './delivery-address-fields';
import { DetailsForm } from './details-form';
import { DueDiligenceFields } from './due-diligence-fields';

/**
 * Step 2: the customer's details and "Place order". Why the order was not placed shows at the top
 * of the form (everything typed, and the cart, stay as they are).
 */
export function PurchaseDetailsStep({ flow }: { flow: PurchaseFlowState }) {
  const { submitError, submitting } = flow;
  // Offline, the order waits for the network (the notice above the page says so): nothing sent.
  const online = useOnline();
  const card = flow.choices.checkout.payment === 'card';
  const label = card ? 'Continue to payment' : 'Place order';
  return (
    <form className="card" onSubmit={(event) => void flow.submit(event)} noValidate>
      <h2 className="purchase__section-title">Your details</h2>
      {submitError ? (
        <p className="banner banner--error" role="alert">
          {submitError.message}
          {submitError.retry ? (
            <>
              {' '}
              Everything you entered is still here.{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void flow.submit()}
                disabled={submitting || !online}
              >
                Try again
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {flow.prefilled ? (
        <p className="banner banner--info">Filled in from your last order.</p>
      ) : null}
      <DetailsForm details={flow.details} errors={flow.errors} onChange={flow.setDetails} />
      {flow.delivered ? <DeliveryAddressFields choices={flow.choices} /> : null}
      <DueDiligenceFields dueDiligence={flow.dueDiligence} />
      <div className="purchase__actions">
        <Button variant="outline" onClick={() => flow.setStep(1)} disabled={submitting}>
          Back
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={submitting || !online}
          aria-busy={submitting || undefined}
          aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
        >
          {submitting ? 'Placing your order…' : label}
        </Button>
      </div>
    </form>
  );
}
