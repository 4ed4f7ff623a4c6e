import { DashScreen } from '@/components/layout/dash-screen';
import { BranchesManager } from '@/features/dashboard-branches/components/branches-manager';

/** /dashboard/branches: each branch's opening hours, closed days, same-day cut-off and stock. */
export function Branches() {
  return (
    <DashScreen
      title="Branches"
      lead="Opening hours, closed days and stock: what the collection days customers see follow."
    >
      <BranchesManager />
    </DashScreen>
  );
}
