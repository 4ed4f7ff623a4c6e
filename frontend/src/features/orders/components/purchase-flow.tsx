import { useLayoutEffect, useRef } from 'react';
import type { Way } from '@fx/contracts';
import { OrderConfirmation } from '@/components/orders/order-confirmation';
import { Button, ButtonLink } from '@/components/ui/button';
import { RatesStatusLabel } from '@/components/ui/rates-status-label';
import { paths } from '@/config/paths';
import { removeCartLine } from '@/lib/cart-store';
import { usePurchaseFlow } from '@/features/orders/hooks/use-purchase-flow';
import type { KnownCustomer } from '@/features/orders/utils/order-form';
import { CartSummary } from './cart-summary';
import { DueDiligenceNotices } from './due-diligence-notices';
import { PurchaseDetailsStep } from './purchase-details-step';
import { PurchaseStepOne } from './purchase-step-one';
import { PurchaseStepper } from './purchase-stepper';
import { RatesChangedDialog } from './rates-changed-dialog';
import { SellBackNotice } from './sell-back-notice';

/**
 * The three steps of an order: 1 the collection point, day and currencies, 2 the customer's
 * details, 3 the confirmation. Everything typed is kept (this tab's storage) until the order is
 * placed; the order is placed with an Idempotency-Key, so a retry never makes a second one.
 * `knownCustomer` (a signed-in customer's last order) fills the details still empty, once;
 * `onPlaced` hears of each order placed.
 */
export function PurchaseFlow({
  way,
  initialCode,
  knownCustomer = null,
  onPlaced,
}: {
  way: Way;
  initialCode: string;
  knownCustomer?: KnownCustomer | null;
  onPlaced?: () => void;
}) {
  const flow = usePurchaseFlow({ way, knownCustomer, onPlaced });
  const { step, placed, currencies } = flow;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), [step]);

  const title =
    step === 3
      ? 'Order Confirmation'
      : way === 'collect'
        ? 'Order travel money'
        : 'Sell travel money';

  return (
    <div className="container purchase">
      <h1 ref={headingRef} tabIndex={-1} className="purchase__title">
        {title}
      </h1>
      <PurchaseStepper step={step} />

      {currencies.data && step !== 3 ? (
        <RatesStatusLabel status={currencies.data.status} className="purchase__rates" />
      ) : null}

      {flow.requoteNotice && step !== 3 ? (
        <p className="banner banner--info" role="status">
          {flow.requoteNotice}
        </p>
      ) : null}

      {flow.sellBack.sellBack && step !== 3 ? (
        <SellBackNotice
          sellBack={flow.sellBack.sellBack}
          problem={flow.choices.errors.buyBack}
          onStop={flow.sellBack.stop}
        />
      ) : null}

      {step !== 3 ? (
        <DueDiligenceNotices needs={flow.dueDiligence.needs} delivered={flow.delivered} />
      ) : null}

      {step === 3 && placed ? (
        <>
          <OrderConfirmation order={placed} />
          <div className="purchase__actions">
            <ButtonLink to={paths.trackOrder(placed.orderNumber)} variant="outline">
              Track this order
            </ButtonLink>
            <Button variant="ghost" onClick={flow.startAgain}>
              Start a new order
            </Button>
          </div>
        </>
      ) : (
        <div className="purchase__grid">
          <div className="purchase__main">
            {step === 1 ? (
              <PurchaseStepOne way={way} initialCode={initialCode} flow={flow} />
            ) : (
              <PurchaseDetailsStep flow={flow} />
            )}
          </div>
          <CartSummary
            lines={flow.lines}
            way={way}
            onRemove={removeCartLine}
            availabilityOf={flow.collection.availabilityOf}
            problems={flow.lineProblems}
            collectionDate={flow.collection.collectionDate}
            card={flow.choices.checkout.payment === 'card' ? flow.choices.amounts : null}
          />
        </div>
      )}
      <RatesChangedDialog
        quote={flow.ratesChanged?.quote ?? null}
        status={currencies.data?.status}
        changes={flow.ratesChanged?.changes ?? []}
        way={way}
        onConfirm={flow.acceptNewPrices}
        onCancel={flow.dismissRatesChanged}
      />
    </div>
  );
}
