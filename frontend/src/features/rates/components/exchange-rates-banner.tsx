import type { RatesStatus } from '@fx/contracts';
import { RatesStatusLabel } from '@/components/ui/rates-status-label';

const highlights = ['0% commission', '70+ currencies', 'Best rate guarantee'];

/** The page's banner; `status` (once the rate table is in) says how current the rates are. */
export function ExchangeRatesBanner({ status }: { status?: RatesStatus | undefined }) {
  return (
    <section className="page-banner" aria-labelledby="exchange-rates-title">
      <div className="container page-banner__inner">
        <p className="eyebrow eyebrow--on-dark">Today's travel money rates</p>
        <h1 id="exchange-rates-title" className="page-banner__title">
          Exchange Rates
        </h1>
        <p className="page-banner__lead">
          Our online rates for 70+ currencies. Pay 0% commission whether you buy your travel money
          or sell back what you didn't spend.
        </p>
        {status ? <RatesStatusLabel status={status} variant="on-dark" /> : null}
        <ul className="page-banner__chips" role="list">
          {highlights.map((item) => (
            <li key={item} className="chip">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
