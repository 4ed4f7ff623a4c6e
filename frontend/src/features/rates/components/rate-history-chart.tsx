import { useId, useState } from 'react';
import type { PricedCurrency, RateHistory } from '@fx/contracts';
import { useRateHistory } from '@/features/rates/api/get-rate-history';
import { CurrencyOptions } from '@/components/ui/currency-options';
import { formatShortUkDay } from '@/lib/format';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 16, right: 12, bottom: 4, left: 12 };

type Point = RateHistory['points'][number];

/**
 * The Click & Collect rate (what £1 buys) over time, as an SVG line; positions only, no money.
 * The first and last days are text beneath it, so they keep their size however wide it is drawn.
 */
function Chart({ points, code }: { points: Point[]; code: string }) {
  const values = points.map((point) => Number(point.collect));
  const times = points.map((point) => Date.parse(point.at));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const spread = max - min || max * 0.01 || 1;
  const start = times[0]!;
  const span = times.at(-1)! - start || 1;
  const x = (t: number) => PAD.left + ((t - start) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - min) / spread) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points
    .map(
      (_, index) =>
        `${index === 0 ? 'M' : 'L'}${x(times[index]!).toFixed(1)},${y(values[index]!).toFixed(1)}`,
    )
    .join(' ');
  const area = `${path} L${x(times.at(-1)!).toFixed(1)},${HEIGHT - PAD.bottom} L${x(start).toFixed(1)},${HEIGHT - PAD.bottom} Z`;
  return (
    <div className="history-chart__plot">
      <svg
        className="history-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Click & Collect rate for ${code} from ${formatShortUkDay(start)} to ${formatShortUkDay(times.at(-1)!)}: lowest ${min}, highest ${max}`}
        preserveAspectRatio="none"
      >
        <path d={area} className="history-chart__area" />
        <path d={path} className="history-chart__line" vectorEffect="non-scaling-stroke" />
      </svg>
      <p className="history-chart__axis" aria-hidden="true">
        <span>{formatShortUkDay(start)}</span>
        <span>{formatShortUkDay(times.at(-1)!)}</span>
      </p>
    </div>
  );
}

function Summary({ points, code }: { points: Point[]; code: string }) {
  const latest = points.at(-1)!;
  const best = points.reduce((a, b) => (Number(b.collect) > Number(a.collect) ? b : a));
  const worst = points.reduce((a, b) => (Number(b.collect) < Number(a.collect) ? b : a));
  return (
    <dl className="history-chart__summary">
      <div>
        <dt>Now</dt>
        <dd>
          £1 = {latest.collect} {code}
        </dd>
      </div>
      <div>
        <dt>Best in this period</dt>
        <dd>
          {best.collect} on {formatShortUkDay(Date.parse(best.at))}
        </dd>
      </div>
      <div>
        <dt>Lowest</dt>
        <dd>
          {worst.collect} on {formatShortUkDay(Date.parse(worst.at))}
        </dd>
      </div>
    </dl>
  );
}

/**
 * "Is now a good time to buy?": the last 30 days of a currency's Click & Collect rate, with the
 * best and lowest, from the rate history the rates service keeps. Given `currencies`, a picker
 * chooses among them (the euro first); given `code`, the chart is that currency's alone (its own
 * page). The history loads in the browser: the chart's place keeps its height meanwhile.
 */
export function RateHistoryChart(
  props: { currencies: PricedCurrency[]; code?: never } | { code: string; currencies?: never },
) {
  const { currencies } = props;
  const selectId = useId();
  const [picked, setPicked] = useState(() =>
    !currencies || currencies.some((currency) => currency.code === 'EUR')
      ? 'EUR'
      : (currencies[0]?.code ?? 'EUR'),
  );
  const code = props.code ?? picked;
  const history = useRateHistory(code, 30);
  const points = history.data?.points ?? [];

  return (
    <section className="card history-chart" aria-labelledby={`${selectId}-title`}>
      <div className="history-chart__head">
        <h2 id={`${selectId}-title`} className="history-chart__title">
          Is now a good time to buy?
        </h2>
        {currencies ? (
          <>
            <label className="visually-hidden" htmlFor={selectId}>
              Currency for the rate history
            </label>
            <select
              id={selectId}
              className="field__input history-chart__select"
              value={code}
              onChange={(event) => setPicked(event.target.value)}
            >
              <CurrencyOptions currencies={currencies} />
            </select>
          </>
        ) : null}
      </div>
      <p className="history-chart__intro">
        What £1 bought in {code} with Click &amp; Collect over the last 30 days. A higher line is
        better for you.
      </p>
      <div className="history-chart__body">
        {history.error ? (
          <p className="field__error">
            We couldn&apos;t load the rate history.{' '}
            <button type="button" className="link-button" onClick={() => void history.mutate()}>
              Try again
            </button>
          </p>
        ) : !history.data ? (
          <div className="history-chart__placeholder" role="status">
            <span className="needs-script">Loading the rate history…</span>
            <noscript>The chart of the last 30 days needs JavaScript.</noscript>
          </div>
        ) : points.length < 2 ? (
          <p className="history-chart__placeholder">
            We started keeping this rate&apos;s history recently; the chart appears once we have two
            days of rates. Today: £1 = {points[0]?.collect ?? '…'} {code}.
          </p>
        ) : (
          <>
            <Chart points={points} code={code} />
            <Summary points={points} code={code} />
          </>
        )}
      </div>
    </section>
  );
}
