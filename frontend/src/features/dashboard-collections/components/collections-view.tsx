import { useState } from 'react';
import { londonNow } from '@fx/contracts/web';
import { DashLoading } from '@/components/layout/dash-loading';
import { Button } from '@/components/ui/button';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { useCollections } from '../api/get-collections';
import { useLiveCollections } from '../hooks/use-live-collections';
import { noCollections } from '../utils/collection-copy';
import { CollectionDaySection } from './collection-day';
import '@/styles/dashboard-admin.css';
import '@/styles/dashboard-orders.css';
import '@/styles/dashboard-collections.css';

/**
 * The Collections screen's body: a day per section, kept current as orders are accepted,
 * completed or cancelled, and a Print button for a paper list at the counter.
 */
export function CollectionsView() {
  const report = useCollections();
  const { connected } = useLiveCollections();
  const [now] = useState(() => new Date());

  let content;
  if (report.error && !report.data) {
    content = (
      <ErrorPanel
        headingLevel={3}
        title="We couldn't load the collections"
        {...retryProps(report)}
      />
    );
  } else if (!report.data) {
    content = <DashLoading>Loading the collections…</DashLoading>;
  } else if (report.data.days.length === 0) {
    content = <p className="collections-day__empty">{noCollections(londonNow(now).date, now)}</p>;
  } else {
    const branches = new Set(
      report.data.days.flatMap((day) => day.orders.map((order) => order.branchId)),
    );
    content = report.data.days.map((day) => (
      <CollectionDaySection key={day.date} day={day} now={now} showBranch={branches.size > 1} />
    ));
  }

  return (
    <div className="collections-view">
      <div className="collections-view__bar">
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          Print
        </Button>
        <LiveIndicator
          connected={connected}
          liveTitle="Orders accepted, completed or cancelled change this list as it happens."
        />
      </div>
      {content}
    </div>
  );
}
