import type { PricedCurrency } from '@fx/contracts';
import { Suspense, lazy, useState } from 'react';

// The dialog (its form, the pricing helpers) is its own chunk, fetched on the first press: the
// home page lists currencies with this button and stays small.
const RateAlertDialog = lazy(() =>
  import('@/features/alerts/components/rate-alert-dialog').then((module) => ({
    default: module.RateAlertDialog,
  })),
);

/** The bell beside a currency's rates: "Set a rate alert for Euro". */
export function RateAlertButton({
  currency,
  className,
}: {
  currency: PricedCurrency;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={['icon-button icon-button--dark alert-button', className ?? '']
          .filter(Boolean)
          .join(' ')}
        aria-label={`Set a rate alert for ${currency.name}`}
        aria-haspopup="dialog"
        title="Set a rate alert"
        onClick={() => setOpen(true)}
      >
        {/* The bell is drawn by CSS (a mask over currentColor): one element, not an SVG per row. */}
        <span className="alert-button__bell" aria-hidden="true" />
        {/* Shown where the bell sits under a rate in the wide table (rates-table CSS). */}
        <span className="alert-button__text" aria-hidden="true">
          Alert
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RateAlertDialog currency={currency} open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
