import { DashScreen } from '@/components/layout/dash-screen';
import { PaymentsOverviewView } from '@/features/dashboard-payments/components/payments-overview';

/** /dashboard/payments: what the card payments need from staff. */
export function Payments() {
  return (
    <DashScreen
      title="Payments"
      lead="Card payments to look at: differences with the provider, failed refunds and disputes, each with what to do next."
    >
      <PaymentsOverviewView />
    </DashScreen>
  );
}
