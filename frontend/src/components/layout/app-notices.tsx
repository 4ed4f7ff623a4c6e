import { Button } from '@/components/ui/button';
import { useAppOffers } from '@/lib/app-install';
import { OFFLINE_ORDERING_MESSAGE, useOnline } from '@/lib/online';

/** The id of the offline notice: a disabled order button is described by it. */
export const OFFLINE_NOTICE_ID = 'offline-notice';

/**
 * The app's own notices above every page: offline (what still works, and that ordering waits for
 * the network), and a new version waiting, with Reload.
 */
export function AppNotices() {
  const online = useOnline();
  const { update } = useAppOffers();
  if (online && !update) return null;
  return (
    <div className="app-notices">
      {online ? null : (
        <p className="app-notice app-notice--offline" id={OFFLINE_NOTICE_ID} role="status">
          {OFFLINE_ORDERING_MESSAGE}
        </p>
      )}
      {update ? (
        <div className="app-notice app-notice--update" role="status">
          <span>A new version is available.</span>
          <Button size="sm" variant="outline" onClick={update}>
            Reload
          </Button>
        </div>
      ) : null}
    </div>
  );
}
