import type { Quote, RatesStatus, Way } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { RateChange } from '@/features/orders/api/place-order';
import { indicativeQuoteNote } from '@/lib/rates-label';
import { OrderLinesTable } from '@/components/orders/order-lines-table';

/** A 409 from the API: the rates moved, nothing was placed; show the new prices and ask again. */
export function RatesChangedDialog({
  quote,
  changes,
  way,
  status,
  onConfirm,
  onCancel,
}: {
  quote: Quote | null;
  changes: RateChange[];
  way: Way;
  /** The rate table's status, to say why an indicative quote is only indicative. */
  status?: RatesStatus | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={quote !== null}
      title="Our rates have changed"
      description="Rates moved since you added your currency, so nothing has been ordered yet. Here are today's prices."
      onClose={onCancel}
    >
      {quote ? (
        <>
          <ul className="rate-changes" role="list">
            {changes.map((change) => (
              <li key={change.line}>
                {change.currency}: was {change.shownRate}, now <strong>{change.currentRate}</strong>{' '}
                per £1
              </li>
            ))}
          </ul>
          {quote.indicative ? (
            <p className="banner banner--warning">{indicativeQuoteNote(status)}</p>
          ) : null}
          <OrderLinesTable
            lines={quote.lines}
            way={way}
            totalGbp={quote.totalGbp}
            caption="Your order at today's rates"
          />
          <div className="dialog__actions">
            <Button variant="outline" onClick={onCancel}>
              Not now
            </Button>
            <Button onClick={onConfirm}>Order at the new prices</Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
