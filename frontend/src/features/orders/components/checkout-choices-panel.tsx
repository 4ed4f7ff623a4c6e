import { useId } from 'react';
import type { ReactNode } from 'react';
import { DeliveryMessages } from '@fx/contracts/web';
import { rateGuaranteeHours } from '@/config/site';
import { formatMoney } from '@/lib/format';
import type { CheckoutChoices } from '@/features/orders/hooks/use-checkout-choices';

const pounds = (amount: string) => formatMoney(amount, 'GBP', { stripIfInteger: true });

/** A radio with its description beside it (read with it, not as part of its name). */
function Choice({
  name,
  label,
  hint,
  checked,
  disabled = false,
  onChoose,
}: {
  name: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  const hintId = useId();
  return (
    <div className={`choice${disabled ? ' choice--disabled' : ''}`}>
      <label className="radio">
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onChoose}
          aria-describedby={hintId}
        />
        <span className="choice__label">{label}</span>
      </label>
      <p id={hintId} className="field__hint choice__hint">
        {hint}
      </p>
    </div>
  );
}

/**
 * Step 1 of a Click & Collect order where the bureau takes cards: pay now by card (the rate locked
 * now) or reserve and pay in store (the default); paying now, collect in branch or have it
 * delivered (within delivery's limits, else why not), and the buy-back guarantee add-on.
 */
export function CheckoutChoicesPanel({ choices }: { choices: CheckoutChoices }) {
  const groupId = useId();
  const { checkout, change, errors, settings, deliveryProblem } = choices;
  const card = checkout.payment === 'card';
  const { buyBack, delivery } = settings;
  const cards = choices.creditCards
    ? 'We take debit and credit cards.'
    : 'We take debit cards only (not credit cards).';
  const deliveryFee =
    delivery.freeFromGbp === null
      ? `Delivery ${pounds(delivery.feeGbp)}`
      : `Delivery ${pounds(delivery.feeGbp)}, free from ${pounds(delivery.freeFromGbp)}`;
  const noDelivery = card ? deliveryProblem : 'Home delivery is for orders paid now by card';
  const error = errors.payment ?? errors.fulfilment;

  return (
    <section className="card checkout-choices" aria-labelledby={`${groupId}-title`}>
      <h2 id={`${groupId}-title`} className="purchase__section-title">
        Payment and delivery
      </h2>
      <fieldset className="choices">
        <legend className="field__label">How would you like to pay?</legend>
        <Choice
          name={`${groupId}-payment`}
          label="Pay now by card"
          hint={`The rate is locked now, when you pay. ${cards}`}
          checked={card}
          onChoose={() => change({ payment: 'card' })}
        />
        <Choice
          name={`${groupId}-payment`}
          label="Reserve and pay in store"
          hint={`Pay in the branch when you collect. Your rates are guaranteed for ${rateGuaranteeHours()} once the branch confirms your order.`}
          checked={!card}
          onChoose={() => change({ payment: 'in_store' })}
        />
      </fieldset>
      <fieldset className="choices">
        <legend className="field__label">How would you like to receive it?</legend>
        <Choice
          name={`${groupId}-fulfilment`}
          label="Collect in branch"
          hint="On the day you choose above."
          checked={checkout.fulfilment === 'collect'}
          onChoose={() => change({ fulfilment: 'collect' })}
        />
        <Choice
          name={`${groupId}-fulfilment`}
          label="Home delivery"
          hint={noDelivery ?? `${deliveryFee}. ${DeliveryMessages.cardholder}.`}
          checked={checkout.fulfilment === 'delivery'}
          disabled={noDelivery !== null && checkout.fulfilment !== 'delivery'}
          onChoose={() => change({ fulfilment: 'delivery' })}
        />
      </fieldset>
      {card ? (
        <div className={`checkbox-field${errors.buyBack ? ' checkbox-field--invalid' : ''}`}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={checkout.buyBack}
              onChange={(event) => change({ buyBack: event.target.checked })}
              aria-describedby={`${groupId}-buy-back`}
              aria-invalid={errors.buyBack ? true : undefined}
            />
            <span>Add the buy-back guarantee for {pounds(buyBack.priceGbp)}</span>
          </label>
          <p id={`${groupId}-buy-back`} className="field__hint choice__hint">
            Sell back up to {buyBack.sharePct}% of each currency you buy, at this order&apos;s rate,
            for {buyBack.windowDays} days after you pay (up to {pounds(buyBack.capGbp)} in all).
          </p>
          {errors.buyBack ? <p className="field__error">{errors.buyBack}</p> : null}
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
