import { useParams } from 'react-router';
import { AuditView } from '@/features/dashboard-compliance/components/audit';
import { CaseView } from '@/features/dashboard-compliance/components/case-view';
import { HoldView } from '@/features/dashboard-compliance/components/hold-view';
import { CasesList, HoldsList } from '@/features/dashboard-compliance/components/queues';
import { OfficerDashboard } from '@/features/dashboard-compliance/components/officer-dashboard';
import { ReportView, ReportsList } from '@/features/dashboard-compliance/components/reports';
import { SanctionsView } from '@/features/dashboard-compliance/components/sanctions';
import '@/styles/dashboard-orders.css';
import '@/styles/dashboard-compliance.css';

/** /dashboard/compliance/*: the compliance officer's screens (one lazy chunk, issue 33). */
export function ComplianceDashboardScreen() {
  return <OfficerDashboard />;
}

export function HoldsScreen() {
  return <HoldsList />;
}

export function HoldScreen() {
  const { id = '' } = useParams();
  return <HoldView key={id} id={id} />;
}

export function CasesScreen() {
  return <CasesList />;
}

export function CaseScreen() {
  const { id = '' } = useParams();
  return <CaseView key={id} id={id} />;
}

export function ReportsScreen() {
  return <ReportsList />;
}

export function ReportScreen() {
  const { id = '' } = useParams();
  return <ReportView key={id} id={id} />;
}

export function SanctionsScreen() {
  return <SanctionsView />;
}

export function AuditScreen() {
  return <AuditView />;
}
