import { DashScreen } from '@/components/layout/dash-screen';
import { CollectionsView } from '@/features/dashboard-collections/components/collections-view';

/** /dashboard/collections: today's and tomorrow's accepted orders, and what to have ready. */
export function Collections() {
  return (
    <DashScreen
      title="Collections"
      lead="Accepted orders by collection day, with the amounts of each currency to prepare."
    >
      <CollectionsView />
    </DashScreen>
  );
}
