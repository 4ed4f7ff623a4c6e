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

/**
 * Guards /dashboard/*: the staff gate first (when switched on), then sign-in, then the admin
 * role. Redirects replace the history entry and remember where the user was going.
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
  if (auth.role !== 'admin') return <NoAccess />;
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
