import { Decimal, priceLineAtRate } from '@fx/contracts/web';
import { useId } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { RatesStatusLabel } from '@/components/ui/rates-status-label';
import { site } from '@/config/site';
import { useCurrencies } from '@/lib/get-currencies';
import { formatMoney, formatRateLine } from '@/lib/format';
import '@/styles/home.css';

/** The comparison: what this many pounds buys in this currency, Click & Collect. */
export const COMPARE_GBP = '500';
export const COMPARE_CURRENCY = 'EUR';

/** Other kinds of provider: we name them, and never guess their prices. */
const others = [
  { name: 'High-street banks', note: 'Ask what £500 buys after any fees or commission.' },
  { name: 'Airport kiosks', note: 'Check their rate before you fly, not at the gate.' },
  { name: 'Post offices', note: 'Compare their rate and any charges with ours.' },
];

/** "Compare our rates": our own euros for £500 at today's rate, and what to ask the others. */
export function CompareRates() {
  const { data, error } = useCurrencies();
  const titleId = useId();
  const euro = data?.currencies.find((currency) => currency.code === COMPARE_CURRENCY);
  const rate = euro?.rates.collect;
  const ours =
    rate && new Decimal(rate).gt(0)
      ? priceLineAtRate(
          { currency: COMPARE_CURRENCY, way: 'collect', amount: COMPARE_GBP, side: 'gbp' },
          rate,
        )
      : null;

  let amount;
  if (ours)
    amount = <p className="compare-card__amount">{formatMoney(ours.foreign, ours.currency)}</p>;
  else if (data || error)
    amount = <p className="compare-card__amount compare-card__amount--muted">Rate unavailable</p>;
  else
    amount = (
      <p className="compare-card__amount" aria-busy="true">
        <span className="skeleton skeleton--text" aria-hidden="true" />
        <span className="visually-hidden">Loading today's rate…</span>
      </p>
    );

  return (
    <section className="home-section home-section--alt" aria-labelledby={titleId}>
      <div className="container">
        <div className="home-section__head">
          <p className="eyebrow">Compare before you buy</p>
          <h2 id={titleId} className="home-section__title">
            Compare our rates
          </h2>
          <p className="home-section__lead">
            What {formatMoney(COMPARE_GBP, 'GBP', { stripIfInteger: true })} buys in euros today.
          </p>
        </div>
        <ul className="compare-grid" role="list">
          <li className="card compare-card compare-card--ours">
            <p className="compare-card__badge">
              <CheckIcon size={14} />
              Our rate
            </p>
            <h3 className="compare-card__name">{site.tradingName}</h3>
            {amount}
            <p className="compare-card__note">
              {ours ? `${formatRateLine(ours.rate, ours.currency)}, ` : ''}0% commission, Click
              &amp; Collect.
            </p>
            {ours && data ? <RatesStatusLabel status={data.status} variant="compact" /> : null}
          </li>
          {others.map((provider) => (
            <li key={provider.name} className="card compare-card">
              <h3 className="compare-card__name">{provider.name}</h3>
              <p className="compare-card__amount compare-card__amount--muted">Check theirs</p>
              <p className="compare-card__note">{provider.note}</p>
            </li>
          ))}
        </ul>
        <p className="compare-footnote">
          We only show our own price. Other providers' rates change through the day and we don't
          track them, so we won't guess them: ask each one what you get for the same pounds.
        </p>
      </div>
    </section>
  );
}
