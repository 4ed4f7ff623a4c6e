import type { PricedCurrency } from '@fx/contracts';
import type { ReactNode } from 'react';
import { formatRateLine, formatUkDayTime, formatUpdatedAt } from '@/lib/format';
import { useOnline } from '@/lib/online';

/** One way's rate: what it is called, "£1 = 1.1334 EUR", and its button. */
function RateTile({
  label,
  way,
  rate,
  code,
  action,
}: {
  label: string;
  way: string;
  rate: string;
  code: string;
  action: ReactNode;
}) {
  return (
    <div className="currency-rate">
      <h3 className="currency-rate__label">
        {label}
        <span className="currency-rate__way">{way}</span>
      </h3>
      <p className="currency-rate__value rate">{formatRateLine(rate, code)}</p>
      <div className="currency-rate__action">{action}</div>
    </div>
  );
}

/**
 * The currency's two rates as the rate list shows them (we sell for Click & Collect, we buy for
 * Click & Sell), each with its button, and when they were updated: an absolute time, so the
 * server's page and the browser's say the same. `note` says why the rates are indicative.
 */
export function CurrencyRatesCard({
  currency,
  note,
  orderAction,
  sellAction,
}: {
  currency: PricedCurrency;
  note: string | null;
  orderAction: ReactNode;
  sellAction: ReactNode;
}) {
  const online = useOnline();
  return (
    <section className="card currency-rates" aria-labelledby="currency-rates-title">
      <h2 id="currency-rates-title" className="currency-rates__title">
        Today's {currency.name} rates
      </h2>
      <div className="currency-rates__tiles">
        {(
          [
            ['We sell', 'Click & Collect', currency.rates.collect, orderAction],
            ['We buy', 'Click & Sell', currency.rates.sell, sellAction],
          ] as const
        ).map(([label, way, rate, action]) => (
          <RateTile
            key={way}
            label={label}
            way={way}
            rate={rate}
            code={currency.code}
            action={action}
          />
        ))}
      </div>
      <p className="currency-rates__updated">
        {online ? 'Updated' : 'Offline: rates from'}{' '}
        <time dateTime={currency.updatedAt}>
          {online ? formatUkDayTime(currency.updatedAt) : formatUpdatedAt(currency.updatedAt)}
        </time>
        {online ? null : ', they may have changed'}
        {note ? (
          <>
            . <span className="currency-rates__note">{note}</span>
          </>
        ) : null}
      </p>
      <p className="currency-rates__small">Per 1 GBP. Rates in branch may differ.</p>
    </section>
  );
}
