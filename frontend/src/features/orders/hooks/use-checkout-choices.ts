import { useEffect, useState } from 'react';
import type { Way } from '@fx/contracts';
import { site } from '@/config/site';
import { useNow } from '@/lib/page-clock';
import {
  EMPTY_CHECKOUT,
  checkoutAmounts,
  checkoutErrors,
  deliveryValueProblem,
  effectiveCheckout,
} from '@/features/orders/utils/checkout-form';
import type {
  CheckoutErrors,
  CheckoutForm,
  DeliveryAddressForm,
} from '@/features/orders/utils/checkout-form';
import { readSavedCheckout, saveCheckout } from '@/features/orders/utils/purchase-session';

const NO_ERRORS: CheckoutErrors = { address: {} };

/** The address errors left once the fields the customer changed are no longer marked. */
function unmarkChanged(
  errors: CheckoutErrors['address'],
  before: DeliveryAddressForm,
  after: DeliveryAddressForm,
): CheckoutErrors['address'] {
  const keys = Object.keys(errors) as (keyof DeliveryAddressForm)[];
  return Object.fromEntries(
    keys.filter((key) => before[key] === after[key]).map((key) => [key, errors[key]]),
  );
}

/**
 * How the order is paid and received, kept in this tab's storage with the details (so coming back
 * from the payment page restores it), and what it comes to for the order's `totalGbp` now.
 */
export function useCheckoutChoices(way: Way, totalGbp: string) {
  const now = useNow();
  const cards = site.payments.cards;
  const [typed, setTyped] = useState<CheckoutForm>(() => readSavedCheckout() ?? EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  useEffect(() => saveCheckout(typed), [typed]);

  const checkout = effectiveCheckout(typed, way, cards);
  const deliveryProblem = deliveryValueProblem(site.orders, totalGbp);

  /** Changes some choices; what the customer changes is no longer marked wrong. */
  const change = (next: Partial<CheckoutForm>) => {
    setTyped((current) => ({ ...current, ...next }));
    setErrors((current) => ({
      ...current,
      ...(next.fulfilment || next.payment ? { fulfilment: undefined, payment: undefined } : {}),
      ...(next.buyBack !== undefined ? { buyBack: undefined } : {}),
      address: next.address
        ? unmarkChanged(current.address, typed.address, next.address)
        : current.address,
    }));
  };

  /**
   * Checks the choices as the server will; answers the errors found (also shown at the fields).
   * Step 1 checks only the choices, leaving the address (step 2) unmarked until it is asked for.
   */
  const check = (scope: 'choices' | 'all' = 'all'): CheckoutErrors => {
    const found = checkoutErrors(site.orders, checkout, totalGbp);
    const shown = scope === 'all' ? found : { ...found, address: {} };
    setErrors(shown);
    return shown;
  };

  return {
    /** Paying now is offered: Click & Collect, with the bureau taking cards. */
    offered: way === 'collect' && cards,
    creditCards: site.payments.creditCards,
    checkout,
    change,
    errors,
    setErrors,
    check,
    /** Why this order's value cannot be delivered, or null. */
    deliveryProblem,
    amounts: checkoutAmounts(site.orders, checkout, totalGbp, now),
    /** The orders' settings: delivery's and the guarantee's numbers. */
    settings: site.orders,
  };
}

export type CheckoutChoices = ReturnType<typeof useCheckoutChoices>;
