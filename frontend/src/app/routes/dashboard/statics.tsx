import { DashScreen } from '@/components/layout/dash-screen';
import { StatsOverview } from '@/features/dashboard-stats/components/stats-overview';

/** /dashboard/Statics: order counters, daily charts and the top currencies. */
export function Statics() {
  return (
    <DashScreen title="Statics" lead="Orders now, and over the last 30 days (UK time).">
      <StatsOverview />
    </DashScreen>
  );
}
