import { DeliveryMessages, dayLabel } from '@fx/contracts/web';
import { TextField } from '@/components/ui/text-field';
import { formatPricedAmount } from '@/lib/format';
import type { CheckoutChoices } from '@/features/orders/hooks/use-checkout-choices';
import type { DeliveryAddressForm } from '@/features/orders/utils/checkout-form';

/**
 * Step 2 of a delivered order: the address (the payment card's billing address, the rule said
 * first), Saturday delivery for its fee, and the day it is expected.
 */
export function DeliveryAddressFields({ choices }: { choices: CheckoutChoices }) {
  const { checkout, errors, amounts, settings } = choices;
  const { address } = checkout;
  const set = (key: keyof DeliveryAddressForm) => (value: string) =>
    choices.change({ address: { ...address, [key]: value } });
  return (
    <fieldset className="delivery-address">
      <legend className="purchase__section-title">Delivery address</legend>
      <p className="banner banner--info">{DeliveryMessages.cardholder}.</p>
      <TextField
        label="Address line 1"
        autoComplete="billing address-line1"
        value={address.line1}
        onChange={(event) => set('line1')(event.target.value)}
        error={errors.address.line1}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="billing address-line2"
        value={address.line2}
        onChange={(event) => set('line2')(event.target.value)}
        error={errors.address.line2}
      />
      <div className="details-form__row">
        <TextField
          label="Town or city"
          autoComplete="billing address-level2"
          value={address.town}
          onChange={(event) => set('town')(event.target.value)}
          error={errors.address.town}
        />
        <TextField
          label="Postcode"
          autoComplete="billing postal-code"
          value={address.postcode}
          onChange={(event) => set('postcode')(event.target.value)}
          error={errors.address.postcode}
          hint="We deliver only to addresses in the UK."
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checkout.saturday}
          onChange={(event) => choices.change({ saturday: event.target.checked })}
        />
        <span>
          Saturday delivery (+{formatPricedAmount(settings.delivery.saturdayFeeGbp, 'GBP')})
        </span>
      </label>
      {amounts.deliveryDay ? (
        <p className="delivery-address__day">
          Expected delivery: <strong>{dayLabel(amounts.deliveryDay)}</strong>, if you pay now.
        </p>
      ) : null}
    </fieldset>
  );
}
