import type { PurchaseStep } from '@/features/orders/hooks/use-purchase-flow';

const STEPS = ['Create Order', 'YOUR DETAILS', 'ORDER CONFIRMATION'] as const;

/** The order flow's three steps: the current one marked, the ones before it done. */
export function PurchaseStepper({ step }: { step: PurchaseStep }) {
  return (
    <ol className="stepper" aria-label="Order progress">
      {STEPS.map((label, index) => {
        const number = (index + 1) as PurchaseStep;
        return (
          <li
            key={label}
            className={`stepper__step${number === step ? ' stepper__step--current' : ''}${number < step ? ' stepper__step--done' : ''}`}
            aria-current={number === step ? 'step' : undefined}
          >
            <span className="stepper__number">{number}</span> {label}
          </li>
        );
      })}
    </ol>
  );
}
