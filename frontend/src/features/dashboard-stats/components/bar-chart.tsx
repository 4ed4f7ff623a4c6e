import { useId, useState } from 'react';
import type { Bar } from '../utils/series';
import { niceMax } from '../utils/series';

const SLOT = 10;
const HEIGHT = 100;

/**
 * A hand-made bar chart: the SVG is one image with a summary for screen readers, the labels are
 * HTML (so they stay readable however the bars scale), and the figures are a table to show.
 */
export function BarChart({
  title,
  summary,
  bars,
  valueHeading,
  formatAxis,
}: {
  title: string;
  summary: string;
  bars: readonly Bar[];
  valueHeading: string;
  formatAxis: (value: number) => string;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const top = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const width = Math.max(bars.length, 1) * SLOT;
  const first = bars[0];
  const middle = bars[Math.floor(bars.length / 2)];
  const last = bars.at(-1);

  return (
    <figure className="card bar-chart" aria-labelledby={titleId}>
      <div className="bar-chart__head">
        <h3 id={titleId} className="bar-chart__title">
          {title}
        </h3>
        <button
          type="button"
          className="link-button"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide the figures' : 'Show the figures'}
        </button>
      </div>
      <div className="bar-chart__plot">
        <div className="bar-chart__axis" aria-hidden="true">
          <span>{formatAxis(top)}</span>
          <span>{formatAxis(top / 2)}</span>
          <span>{formatAxis(0)}</span>
        </div>
        <div className="bar-chart__canvas">
          <svg
            className="bar-chart__svg"
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
          >
            <line className="bar-chart__grid" x1="0" x2={width} y1="0.5" y2="0.5" />
            <line className="bar-chart__grid" x1="0" x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} />
            {bars.map((bar, index) => {
              const height = bar.value > 0 ? Math.max(1.5, (bar.value / top) * HEIGHT) : 0.75;
              return (
                <rect
                  key={bar.key}
                  className={`bar-chart__bar${bar.value > 0 ? '' : ' bar-chart__bar--zero'}`}
                  x={index * SLOT + SLOT * 0.15}
                  width={SLOT * 0.7}
                  y={HEIGHT - height}
                  height={height}
                >
                  <title>{`${bar.fullLabel}: ${bar.display}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="bar-chart__labels" aria-hidden="true">
            <span>{first?.label}</span>
            <span>{bars.length > 2 ? middle?.label : null}</span>
            <span>{bars.length > 1 ? last?.label : null}</span>
          </div>
        </div>
      </div>
      <figcaption className="bar-chart__summary">{summary}</figcaption>
      <div id={tableId} hidden={!showTable} className="bar-chart__table-wrap">
        <table className="admin-table admin-table--compact">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="admin-table__num">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.fullLabel}</th>
                <td className="admin-table__num">{bar.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
