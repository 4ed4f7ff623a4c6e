import { DeliveryMessages, dayLabel } from '@fx/contracts/web';
import { TextField } from '@/components/ui/text-field';
import { formatPricedAmount } from '@/lib/format';
import type { CheckoutChoices } from '@/features/orders/hooks/use-checkout-choices';
import type { DeliveryAddressForm } from '@/features/orders/utils/checkout-form';

/** Each address field's label and what the browser may fill it with. */
const FIELDS: Record<keyof DeliveryAddressForm, { label: string; autoComplete: string }> = {
  line1: { label: 'Address line 1', autoComplete: 'address-line1' },
  line2: { label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  town: { label: 'Town or city', autoComplete: 'address-level2' },
  postcode: { label: 'Postcode', autoComplete: 'postal-code' },
};

/**
 * Step 2 of a delivered order: the address (the payment card's billing address, the rule said
 * first), Saturday delivery for its fee, and the day it is expected.
 */
export function DeliveryAddressFields({ choices }: { choices: CheckoutChoices }) {
  const { checkout, errors, amounts, settings } = choices;
  const { address } = checkout;
  const field = (key: keyof DeliveryAddressForm) => (
    <TextField
      label={FIELDS[key].label}
      autoComplete={`billing ${FIELDS[key].autoComplete}`}
      hint={key === 'postcode' ? 'We deliver only to addresses in the UK.' : undefined}
      value={address[key]}
      onChange={(event) => choices.change({ address: { ...address, [key]: event.target.value } })}
      error={errors.address[key]}
    />
  );
  return (
    <fieldset className="delivery-address">
      <legend className="purchase__section-title">Delivery address</legend>
      <p className="banner banner--info">{DeliveryMessages.cardholder}.</p>
      {field('line1')}
      {field('line2')}
      <div className="details-form__row">
        {field('town')}
        {field('postcode')}
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
