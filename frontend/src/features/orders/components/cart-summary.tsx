import type { Way } from '@fx/contracts';
import { dayLabel } from '@fx/contracts/web';
import { Button } from '@/components/ui/button';
import { StockNote } from '@/components/orders/stock-note';
import type { CartLine } from '@/lib/cart-store';
import type { CurrencyAvailability } from '@/lib/collection';
import { formatPricedAmount } from '@/lib/format';
import { sumGbp } from '@/lib/order-limits';
import type { CheckoutAmounts } from '@/features/orders/utils/checkout-form';

/** One line of the summary's foot: a label and its amount or day. */
function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <p className="cart-summary__day">
      <span>{label}</span>
      <strong>{value}</strong>
    </p>
  );
}

/** Paying now: the delivery (fee and day), the guarantee and what the card is charged. */
function CardAmounts({ amounts }: { amounts: CheckoutAmounts }) {
  const { feeGbp, buyBackGbp, deliveryDay } = amounts;
  return (
    <>
      {deliveryDay ? <SummaryRow label="Expected delivery" value={dayLabel(deliveryDay)} /> : null}
      {feeGbp !== null ? (
        <SummaryRow
          label="Delivery"
          value={Number(feeGbp) === 0 ? 'Free' : formatPricedAmount(feeGbp, 'GBP')}
        />
      ) : null}
      {buyBackGbp !== null ? (
        <SummaryRow label="Buy-back guarantee" value={formatPricedAmount(buyBackGbp, 'GBP')} />
      ) : null}
      <p className="cart-summary__total">
        <span>To pay now by card</span>
        <strong>{formatPricedAmount(amounts.dueGbp, 'GBP')}</strong>
      </p>
    </>
  );
}

/**
 * The order summary of steps 1 and 2: each cart line with what the branch says of its stock (an
 * order-in currency's first day, or that it is not available; the day field says the order's), what
 * the server said of it (a currency it cannot supply), its Remove button, the day chosen and the
 * total.
 */
export function CartSummary({
  lines,
  way,
  onRemove,
  availabilityOf,
  problems = {},
  collectionDate = '',
  card = null,
}: {
  lines: CartLine[];
  way: Way;
  onRemove: (id: string) => void;
  availabilityOf?: (code: string) => CurrencyAvailability | undefined;
  /** By line id. */
  problems?: Readonly<Record<string, string>>;
  /** The day chosen (2026-11-26), or '' before one is. */
  collectionDate?: string;
  /** Paying now by card: what it comes to with delivery and the guarantee. */
  card?: CheckoutAmounts | null;
}) {
  return (
    <aside className="card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      {lines.length === 0 ? (
        // The panel is beside the summary on wide screens and above it on phones: no "below".
        <p className="cart-summary__empty">
          No currency yet. Add up to 4 currencies with Add Currency.
        </p>
      ) : (
        <ul className="cart-summary__list" role="list">
          {lines.map((line) => {
            const pounds = formatPricedAmount(line.gbp, 'GBP');
            const foreign = formatPricedAmount(line.foreign, line.currency);
            const stock = availabilityOf?.(line.currency);
            const availability = stock?.status === 'in_stock' ? undefined : stock;
            const problem = problems[line.id];
            return (
              <li key={line.id} className="cart-summary__line">
                <div>
                  <p className="cart-summary__amounts">
                    {way === 'collect' ? `${pounds} → ${foreign}` : `${foreign} → ${pounds}`}
                  </p>
                  <p className="cart-summary__rate">
                    {line.currency} at {line.rate} per £1
                  </p>
                  {availability ? <StockNote availability={availability} /> : null}
                  {problem ? (
                    <p className="field__error" role="alert">
                      {problem}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(line.id)}
                  aria-label={`Remove ${line.currency} ${foreign}`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 && collectionDate && !card?.deliveryDay ? (
        <p className="cart-summary__day">
          <span>Collection day</span>
          <strong>{dayLabel(collectionDate)}</strong>
        </p>
      ) : null}
      {lines.length > 0 ? (
        <p className="cart-summary__total">
          <span>{card ? 'Currency' : way === 'collect' ? 'You pay' : 'You receive'}</span>
          <strong>{formatPricedAmount(sumGbp(lines.map((line) => line.gbp)), 'GBP')}</strong>
        </p>
      ) : null}
      {lines.length > 0 && card ? <CardAmounts amounts={card} /> : null}
    </aside>
  );
}
