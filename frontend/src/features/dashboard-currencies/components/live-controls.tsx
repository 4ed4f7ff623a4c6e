import { useState } from 'react';
import type { LiveMode, RefreshSummary } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { refreshRatesNow, setLiveMode, useLiveMode } from '../api/live-mode';
import { describeProvider, formatMaxAge } from '../utils/rates-health';
import { describeRefreshFailure, formatRefreshTime } from '../utils/refresh-failures';

type RefreshRun =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; summary: RefreshSummary }
  | { status: 'failed'; message: string };

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function RefreshResult({ run }: { run: RefreshRun }) {
  switch (run.status) {
    case 'idle':
      return null;
    case 'running':
      return <>Refreshing every rate…</>;
    case 'failed':
      return <span className="live-controls__failed">{run.message}</span>;
    case 'done': {
      const { refreshed, failed } = run.summary;
      return (
        <>
          <strong>{plural(refreshed.length, 'rate', 'rates')} refreshed</strong>
          {failed.length > 0 ? (
            <>
              {`; ${plural(failed.length, 'currency', 'currencies')} kept the last rate:`}
              <ul className="live-controls__failures">
                {failed.map((failure) => (
                  <li key={failure.code}>
                    {failure.code}: {describeRefreshFailure(failure.reason)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      );
    }
  }
}

/** What staff need to trust the rates: where they come from, the last success and failure. */
function RatesHealth({ mode }: { mode: LiveMode }) {
  const failure = mode.lastFailure;
  return (
    <dl className="rates-health">
      <div>
        <dt>Provider</dt>
        <dd>{describeProvider(mode.provider)}</dd>
      </div>
      <div>
        <dt>Last successful refresh</dt>
        <dd>
          {mode.lastSuccessAt ? formatRefreshTime(mode.lastSuccessAt) : 'None yet'}
          {mode.stale ? (
            <strong className="rates-health__bad">
              {' '}
              · older than {formatMaxAge(mode.maxAgeSeconds)}: orders are refused
            </strong>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>Last failure</dt>
        <dd>
          {failure
            ? `${formatRefreshTime(failure.at)}: ${describeRefreshFailure(failure.reason)}`
            : 'None'}
        </dd>
      </div>
      <div>
        <dt>Failures in a row</dt>
        <dd className={mode.consecutiveFailures > 0 ? 'rates-health__bad' : undefined}>
          {mode.consecutiveFailures}
        </dd>
      </div>
    </dl>
  );
}

/**
 * 'Get the Latest' / 'Stop the Latest' (live mode, from GET and PUT /admin/rates/live) and a
 * one-off 'Refresh now' with what it did. `onRefreshStarted` / `onRefreshFinished` let the table
 * mark rows as waiting for their events.
 */
export function LiveControls({
  connected,
  onRefreshStarted,
  onRefreshFinished,
}: {
  connected: boolean;
  onRefreshStarted: () => void;
  onRefreshFinished: () => void;
}) {
  const live = useLiveMode();
  const toast = useToast();
  const [switching, setSwitching] = useState(false);
  const [run, setRun] = useState<RefreshRun>({ status: 'idle' });
  const mode = live.data;

  const toggle = async () => {
    if (!mode) return;
    setSwitching(true);
    try {
      const next = await setLiveMode({ enabled: !mode.enabled });
      await live.mutate(next, { revalidate: false });
      // Switching on runs a refresh at once: the rows wait for it.
      if (next.enabled) onRefreshStarted();
      toast.success(
        next.enabled ? `Live rates on: every ${next.intervalSeconds} seconds` : 'Live rates off',
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSwitching(false);
    }
  };

  const refreshNow = async () => {
    setRun({ status: 'running' });
    onRefreshStarted();
    try {
      setRun({ status: 'done', summary: await refreshRatesNow() });
    } catch (error) {
      setRun({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      onRefreshFinished();
    }
  };

  return (
    <section className="live-controls" aria-label="Live rates">
      <div className="live-controls__row">
        <div className="live-controls__state">
          {mode ? (
            <p className="live-controls__mode">
              <span
                className={`live-dot${mode.enabled ? ' live-dot--on' : ''}`}
                aria-hidden="true"
              />
              {mode.enabled ? (
                <span>
                  <strong>Live rates are on</strong>: refreshed every{' '}
                  {plural(mode.intervalSeconds, 'second', 'seconds')}.
                </span>
              ) : (
                <span>
                  <strong>Live rates are off</strong>: rates change only when refreshed.
                </span>
              )}
            </p>
          ) : live.error ? (
            <p className="live-controls__failed">
              We couldn&apos;t read live mode: {live.error.message}{' '}
              <button type="button" className="link-button" onClick={() => void live.mutate()}>
                Try again
              </button>
            </p>
          ) : (
            <p className="live-controls__mode">Reading live mode…</p>
          )}
          <p className="live-controls__meta">
            {mode?.lastRefreshAt
              ? `Last refresh ${formatRefreshTime(mode.lastRefreshAt)}`
              : mode
                ? 'Not refreshed yet'
                : null}
            {mode?.changedBy ? ` · switched by ${mode.changedBy}` : null}
            {connected ? null : (
              <span className="live-controls__offline"> · Live updates reconnecting…</span>
            )}
          </p>
        </div>
        <div className="live-controls__buttons">
          <Button
            variant={mode?.enabled ? 'outline' : 'primary'}
            onClick={() => void toggle()}
            disabled={!mode || switching}
            aria-busy={switching || undefined}
          >
            {mode?.enabled ? 'Stop the Latest' : 'Get the Latest'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void refreshNow()}
            disabled={run.status === 'running'}
            aria-busy={run.status === 'running' || undefined}
          >
            {run.status === 'running' ? 'Refreshing…' : 'Refresh now'}
          </Button>
        </div>
      </div>
      {mode ? <RatesHealth mode={mode} /> : null}
      <div className="live-controls__result" role="status">
        <RefreshResult run={run} />
      </div>
    </section>
  );
}
