import type { LiveMode } from '@fx/contracts';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { AlertIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAdminEvents } from '@/lib/admin-events';
import { useLiveMode } from '../api/live-mode';
import { describeRefreshFailure, formatRefreshTime } from '../utils/refresh-failures';
import { formatMaxAge } from '../utils/rates-health';

/** Live mode is read again this often, so the banner comes (and goes) on every screen. */
const POLL_MS = 60_000;
/** The events of one refresh arrive in a burst: one read of live mode after the last. */
const SETTLE_MS = 1500;

/** While shown: each rate.refreshed event means a refresh got through, so read live mode again. */
function StaleRatesAlert({ mode, onRefreshed }: { mode: LiveMode; onRefreshed: () => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useAdminEvents((event) => {
    if (event.type !== 'rate.refreshed') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(onRefreshed, SETTLE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  // On the Currency screen itself, "Refresh now" is right below: no link to where staff are.
  const onCurrency = useLocation().pathname === paths.dashboard('Currency');

  const failure = mode.lastFailure;
  return (
    <div className="stale-rates" role="alert">
      <span className="stale-rates__icon">
        <AlertIcon size={20} />
      </span>
      <div>
        <p className="stale-rates__title">
          Rates are older than {formatMaxAge(mode.maxAgeSeconds)}: customers cannot place orders
          until a refresh succeeds.
        </p>
        <p className="stale-rates__text">
          {failure
            ? `Last failure at ${formatRefreshTime(failure.at)}: ${describeRefreshFailure(failure.reason)}.`
            : 'No refresh has failed: the rates have not been refreshed in time.'}{' '}
          {onCurrency ? (
            'Refresh them below with Refresh now.'
          ) : (
            <Link to={paths.dashboard('Currency')}>Go to Currency to refresh them</Link>
          )}
        </p>
      </div>
    </div>
  );
}

/**
 * The staff banner while the rates are stale (GET /admin/rates/live says so): it goes once a
 * refresh succeeds, seen from the rate.refreshed events or the next read of live mode.
 */
export function StaleRatesBanner() {
  const live = useLiveMode({ refreshInterval: POLL_MS });
  const mode = live.data;
  if (!mode?.stale) return null;
  return <StaleRatesAlert mode={mode} onRefreshed={() => void live.mutate()} />;
}
