import { useId } from 'react';
import { StatsOverview } from '@/features/dashboard-stats/components/stats-overview';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/Statics: order counters, daily charts and the top currencies. */
export function Statics() {
  useDocumentTitle('Statics');
  const titleId = useId();
  return (
    <section className="dash-screen" aria-labelledby={titleId}>
      <header className="dash-screen__head">
        <div>
          <h2 id={titleId} className="dash-screen__title">
            Statics
          </h2>
          <p className="dash-screen__lead">Orders now, and over the last 30 days (UK time).</p>
        </div>
      </header>
      <StatsOverview />
    </section>
  );
}
