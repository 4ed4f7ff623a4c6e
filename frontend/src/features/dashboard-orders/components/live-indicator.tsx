import { useState } from 'react';

/** "Live" while the staff event stream is open; "Reconnecting…" once it has dropped. */
export function LiveIndicator({ connected }: { connected: boolean }) {
  const [hasConnected, setHasConnected] = useState(connected);
  if (connected && !hasConnected) setHasConnected(true);
  const state = connected ? 'live' : hasConnected ? 'reconnecting' : 'connecting';
  return (
    <p
      className={`live-indicator live-indicator--${state}`}
      title={
        connected
          ? 'New and changed orders appear here as they happen.'
          : 'Live updates are paused; the lists refresh when they come back.'
      }
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {state === 'live' ? 'Live' : state === 'reconnecting' ? 'Reconnecting…' : 'Connecting…'}
    </p>
  );
}
