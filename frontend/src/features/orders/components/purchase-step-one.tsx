import type { Way } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import type { PurchaseFlowState } from '@/features/orders/hooks/use-purchase-flow';
import { AddCurrencyPanel } from './add-currency-panel';
import { BranchPicker } from './branch-picker';
import { CheckoutChoicesPanel } from './checkout-choices-panel';

/**
 * Step 1: where and when, the currencies, how it is paid and received (where the bureau takes
 * cards), and Next (refused with its message until all is set).
 */
export function PurchaseStepOne({
  way,
  initialCode,
  flow,
}: {
  way: Way;
  initialCode: string;
  flow: PurchaseFlowState;
}) {
  const { currencies, collection, stepOneProblem } = flow;
  const sellBack = flow.sellBack.sellBack;
  // Selling back under a guarantee: its currency is offered at the guarantee's rate.
  const offered = currencies.data?.currencies.map((currency) =>
    sellBack?.currency === currency.code
      ? { ...currency, rates: { ...currency.rates, sell: sellBack.rate } }
      : currency,
  );
  return (
    <>
      <BranchPicker
        way={way}
        collection={collection}
        invalid={stepOneProblem?.kind === 'branch'}
        dayInvalid={stepOneProblem?.kind === 'collectionDate'}
        onChange={flow.chooseBranch}
        onChooseDay={flow.chooseDay}
        withDay={!flow.delivered}
      />
      {offered ? (
        <AddCurrencyPanel
          way={way}
          currencies={offered}
          initialCode={initialCode}
          defaultOpen={flow.lines.length === 0}
          availabilityOf={collection.availabilityOf}
        />
      ) : currencies.error ? (
        <p className="banner banner--error" role="alert">
          We couldn&apos;t load today&apos;s rates: {currencies.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void currencies.mutate()}>
            Try again
          </button>
        </p>
      ) : (
        <p className="card purchase__loading" role="status">
          Loading today&apos;s rates…
        </p>
      )}
      {flow.choices.offered ? <CheckoutChoicesPanel choices={flow.choices} /> : null}
      {stepOneProblem ? (
        <p className="field__error" role="alert">
          {stepOneProblem.message}
        </p>
      ) : null}
      <div className="purchase__actions">
        <Button size="lg" onClick={flow.goToDetails}>
          Next
        </Button>
      </div>
    </>
  );
}
