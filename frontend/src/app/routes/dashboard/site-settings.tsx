import { DashScreen } from '@/components/layout/dash-screen';
import { SiteSettingsManager } from '@/features/dashboard-site/components/site-settings-manager';

/** /dashboard/Site: the details of the public site staff may change, and who changed what. */
export function SiteSettings() {
  return (
    <DashScreen
      title="Site settings"
      lead="The footer’s tagline, your social pages and your money transfer partner."
    >
      <SiteSettingsManager />
    </DashScreen>
  );
}
