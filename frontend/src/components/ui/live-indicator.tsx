import { useState } from 'react';

/**
 * "Live" while the staff event stream is open; "Reconnecting…" once it has dropped. `liveTitle`
 * says what stays current on this screen.
 */
export function LiveIndicator({
  connected,
  liveTitle = 'New and changed orders appear here as they happen.',
}: {
  connected: boolean;
  liveTitle?: string;
}) {
  const [hasConnected, setHasConnected] = useState(connected);
  if (connected && !hasConnected) setHasConnected(true);
  const state = connected ? 'live' : hasConnected ? 'reconnecting' : 'connecting';
  return (
    <p
      className={`live-indicator live-indicator--${state}`}
      title={
        connected ? liveTitle : 'Live updates are paused; the screen refreshes when they come back.'
      }
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {state === 'live' ? 'Live' : state === 'reconnecting' ? 'Reconnecting…' : 'Connecting…'}
    </p>
  );
}
