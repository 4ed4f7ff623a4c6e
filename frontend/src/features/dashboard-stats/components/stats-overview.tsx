import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DashLoading } from '@/components/layout/dash-loading';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { paths } from '@/config/paths';
import { useAdminEvents } from '@/lib/admin-events';
import { STATS_DAYS, useStats } from '../api/get-stats';
import { formatCount, gbpBars, gbpSummary, ordersBars, ordersSummary } from '../utils/series';
import { BarChart } from './bar-chart';
import { TopCurrencies } from './top-currencies';
import '@/styles/dashboard-admin.css';

/** Several order events in a burst make one refetch. */
const REFETCH_DELAY_MS = 400;

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

const COUNTERS = [
  { key: 'accepted', label: 'Accepted Orders', to: paths.dashboard('activeOrders') },
  { key: 'pending', label: 'Pending Orders', to: paths.dashboard('manageOrders') },
  { key: 'completed', label: 'Completed Orders', to: paths.dashboard('history') },
] as const;

/**
 * Statics: the three counters, orders, pounds and card takings (paid less refunded) per day, and
 * the top currencies.
 */
export function StatsOverview() {
  const stats = useStats(STATS_DAYS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { connected } = useAdminEvents((event) => {
    if (!event.type.startsWith('order.')) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void stats.mutate(), REFETCH_DELAY_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  if (stats.error && !stats.data) {
    return (
      <ErrorPanel title="We couldn't load the statistics" headingLevel={3} {...retryProps(stats)} />
    );
  }
  if (!stats.data) {
    return <DashLoading>Loading the statistics…</DashLoading>;
  }

  const { counts, daily, topCurrencies } = stats.data;
  return (
    <div className="stats">
      <p className="stats__live">
        <span className={`live-dot${connected ? ' live-dot--on' : ''}`} aria-hidden="true" />
        {connected ? 'Updates as orders come in' : 'Live updates reconnecting…'}
      </p>
      <ul className="stats__counters" role="list">
        {COUNTERS.map((counter) => (
          <li key={counter.key} className={`card stat stat--${counter.key}`}>
            <Link to={counter.to} className="stat__link">
              <span className="stat__label">{counter.label}</span>
              <span className="stat__value">{formatCount(counts[counter.key])}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="stats__charts">
        <BarChart
          title={`Orders per day, last ${STATS_DAYS} days`}
          summary={ordersSummary(daily)}
          bars={ordersBars(daily)}
          valueHeading="Orders"
          formatAxis={(value) => formatCount(value)}
        />
        <BarChart
          title={`GBP value per day, last ${STATS_DAYS} days`}
          summary={gbpSummary(daily)}
          bars={gbpBars(daily)}
          valueHeading="Value (GBP)"
          formatAxis={(value) => wholePounds.format(value)}
        />
        <BarChart
          title={`Paid by card per day, last ${STATS_DAYS} days`}
          summary={gbpSummary(daily, 'paidGbp')}
          bars={gbpBars(daily, 'paidGbp')}
          valueHeading="Paid (GBP)"
          formatAxis={(value) => wholePounds.format(value)}
        />
      </div>
      <TopCurrencies currencies={topCurrencies} days={STATS_DAYS} />
    </div>
  );
}
