import type { PricedCurrency } from '@fx/contracts';
import { OrderButtonLink } from '@/components/orders/order-button-link';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { StockNote } from '@/components/orders/stock-note';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { CurrencyAvailability } from '@/lib/collection';

/** A currency's stock as the rate lists read it; undefined while the branches load. */
export type AvailabilityOf = (code: string) => CurrencyAvailability | undefined;

/**
 * A currency's Click & Collect (or Buy) button, with its stock beneath when there is something to
 * say: an order-in currency's first day ("Collect from Thursday"); for one the branch cannot
 * supply, "Not available", and the button is disabled with that reason.
 */
export function CollectAction({
  currency,
  availability,
  size = 'sm',
  variant = 'primary',
  className,
  children,
}: {
  currency: PricedCurrency;
  availability: CurrencyAvailability | undefined;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** On the wrapper of the button and its note. */
  className?: string;
  children: ReactNode;
}) {
  const noteId = useId();
  const unavailable = availability?.status === 'unavailable';
  const note = availability && availability.status !== 'in_stock' ? availability : undefined;
  const label = (
    <>
      {children}
      <span className="visually-hidden"> {currency.name}</span>
    </>
  );
  return (
    <span className={['collect-action', className ?? ''].filter(Boolean).join(' ')}>
      {unavailable ? (
        <Button size={size} variant={variant} disabled aria-describedby={noteId}>
          {label}
        </Button>
      ) : (
        <OrderButtonLink to={paths.purchase(currency.code, 'Order')} size={size} variant={variant}>
          {label}
        </OrderButtonLink>
      )}
      {note ? <StockNote availability={note} id={noteId} className="collect-action__note" /> : null}
    </span>
  );
}
