import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAuth } from '@/lib/use-auth';
import { paths } from '@/config/paths';
import { returnToState } from '@/lib/return-to';
import '@/styles/account.css';

const sections = [
  { label: 'My orders', to: paths.myOrders() },
  { label: 'Rate alerts', to: paths.myAlerts() },
  { label: 'Your data', to: paths.myData() },
];

/**
 * /account/*: the signed-in customer's own pages. Signed out, the user is sent to sign in
 * (replacing this entry) and brought back here afterwards.
 */
export function AccountGuard() {
  const location = useLocation();
  const { status, user } = useAuth();

  if (status === 'loading' && !user) return <LoadingScreen label="Checking your account…" />;
  if (status === 'signed-out' || !user) {
    return <Navigate to={paths.signIn()} replace state={returnToState(location)} />;
  }
  return (
    <div className="container account">
      <nav className="account__nav" aria-label="Your account">
        <ul role="list">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className="account__tab">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
