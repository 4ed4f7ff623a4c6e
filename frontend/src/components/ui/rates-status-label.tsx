import type { RatesStatus } from '@fx/contracts';
import { ratesStaleAt } from '@fx/contracts/web';
import { useEffect, useReducer } from 'react';
import { useOnline } from '@/lib/online';
import { useNow } from '@/lib/page-clock';
import { describeRates } from '@/lib/rates-label';

/** setTimeout's longest wait; a later moment just renders once early, harmlessly. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** Renders once more just after the rates turn stale, so a page left open stops saying "live". */
function useRenderWhenStale(status: RatesStatus): void {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const staleAt = ratesStaleAt(status).getTime();
  useEffect(() => {
    const wait = staleAt - Date.now();
    if (Number.isNaN(wait) || wait < 0) return;
    const timer = setTimeout(renderAgain, Math.min(wait + 1000, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [staleAt]);
}

/**
 * The one label for rates shown anywhere: "Live" or "Indicative" (with why) when they are, and
 * "Rates updated 14:05 today" (UK time) always; offline, "Offline: rates from 14:05 today, they may
 * have changed". `variant` suits where it sits: a card, a compact
 * line (calculator, cards), or a dark banner.
 */
export function RatesStatusLabel({
  status,
  variant = 'default',
  className = '',
}: {
  status: RatesStatus;
  variant?: 'default' | 'compact' | 'on-dark';
  className?: string;
}) {
  useRenderWhenStale(status);
  const label = describeRates(status, useNow());
  const online = useOnline();
  if (!online) {
    // The last rates the device kept (the service worker's copy): said as such, with their age.
    return (
      <p
        className={[
          'rates-status rates-status--offline',
          variant === 'default' ? '' : `rates-status--${variant}`,
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        data-tone="offline"
      >
        <span className="rates-status__badge">Offline</span>: rates from{' '}
        <time dateTime={status.refreshedAt}>{label.when}</time>, they may have changed
      </p>
    );
  }
  const classes = [
    'rates-status',
    `rates-status--${label.tone}`,
    variant === 'default' ? '' : `rates-status--${variant}`,
    className,
  ];
  return (
    <p className={classes.filter(Boolean).join(' ')} data-tone={label.tone}>
      {label.badge ? (
        <>
          <span className="rates-status__badge">{label.badge}</span>{' '}
        </>
      ) : null}
      <span className="rates-status__updated">
        Rates updated <time dateTime={status.refreshedAt}>{label.when}</time>
        {label.note ? '.' : null}
      </span>
      {label.note ? (
        <>
          {' '}
          <span className="rates-status__note">{label.note}</span>
        </>
      ) : null}
    </p>
  );
}
