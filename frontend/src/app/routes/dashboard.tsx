import { Navigate, Outlet, useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageMessage } from '@/components/ui/page-message';
import { useAuth } from '@/lib/use-auth';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { hasValidAccessGrant } from '@/lib/access-gate';
import { usePublicConfig } from '@/lib/public-config';
import { returnToState } from '@/lib/return-to';
import { isAdmin, isStaff } from '@/lib/staff-roles';

/**
 * Guards /dashboard/*: the staff gate first (when switched on), then sign-in, then a staff role
 * (admin or compliance officer; each screen's own role is the layout's). Redirects replace the history entry and remember where the user was going.
 */
export function DashboardGuard() {
  const location = useLocation();
  const config = usePublicConfig();
  const auth = useAuth();

  if (!config.data) {
    if (config.error) {
      return (
        <PageMessage
          eyebrow="Dashboard"
          title="We couldn't open the dashboard"
          actions={
            <Button
              onClick={() => void config.mutate()}
              aria-busy={config.isValidating || undefined}
            >
              Try again
            </Button>
          }
        >
          <p>{config.error.message}</p>
        </PageMessage>
      );
    }
    return <LoadingScreen label="Loading the dashboard…" />;
  }

  if (config.data.accessGate.enabled && !hasValidAccessGrant()) {
    return <Navigate to={paths.accessGate()} replace state={returnToState(location)} />;
  }
  if (auth.status === 'loading') return <LoadingScreen label="Checking your access…" />;
  if (auth.status === 'signed-out') {
    return <Navigate to={paths.signIn()} replace state={returnToState(location)} />;
  }
  if (auth.role === null && auth.roleError) {
    return (
      <PageMessage
        eyebrow="Dashboard"
        title="We couldn't check your access"
        actions={<Button onClick={auth.retryRole}>Try again</Button>}
      >
        <p>{auth.roleError.message}</p>
      </PageMessage>
    );
  }
  if (!isStaff(auth.roles)) return <NoAccess />;
  return <Outlet />;
}

function NoAccess() {
  useDocumentTitle('No access');
  return (
    <PageMessage
      eyebrow="Dashboard"
      title="No access"
      actions={<ButtonLink to={paths.home()}>Go to the home page</ButtonLink>}
    >
      <p>This area is for {site.tradingName} staff only.</p>
    </PageMessage>
  );
}

/** /dashboard: admins start on Statics, officers who are not admins on their own dashboard. */
export function DashboardIndex() {
  const { roles } = useAuth();
  return <Navigate to={paths.dashboard(isAdmin(roles) ? 'Statics' : 'compliance')} replace />;
}

/**
 * A screen the signed-in member of staff has no role for (an officer who is not an admin on an
 * admin screen, an admin who is not an officer on a compliance one): said plainly.
 */
export function ScreenForbidden({ compliance }: { compliance: boolean }) {
  useDocumentTitle('No access');
  return (
    <div className="state-panel" role="alert">
      <h2 className="state-panel__title">No access</h2>
      <p className="state-panel__text">
        {compliance
          ? 'This screen is for compliance officers only.'
          : 'This screen is for admins only.'}
      </p>
    </div>
  );
}
