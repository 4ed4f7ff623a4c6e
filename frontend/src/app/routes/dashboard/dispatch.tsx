import { DashScreen } from '@/components/layout/dash-screen';
import { DispatchView } from '@/features/dashboard-dispatch/components/dispatch-view';

/** /dashboard/dispatch: delivery orders to send, by the day they arrive. */
export function Dispatch() {
  return (
    <DashScreen
      title="Dispatch"
      lead="Delivery orders by the day they arrive: what to pack, where it goes, and the Royal Mail tracking number once it is sent."
    >
      <DispatchView />
    </DashScreen>
  );
}
