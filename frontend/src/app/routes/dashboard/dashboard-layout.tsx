import { useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { Role } from '@fx/contracts';
import { ScreenForbidden } from '@/app/routes/dashboard';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { StaleRatesBanner } from '@/features/dashboard-currencies/components/stale-rates-banner';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useAuth } from '@/lib/use-auth';
import { isAdmin, isComplianceScreen, isOfficer, mayOpen } from '@/lib/staff-roles';
import '@/styles/dashboard.css';

/**
 * The side menu's links, in the spec's order; Collections and Branches (issue 18), Dispatch and
 * Payments (issue 32) by their kin.
 */
export const DASHBOARD_LINKS: { to: string; label: string }[] = [
  { to: paths.dashboard('Statics'), label: 'Statics' },
  { to: paths.dashboard('manageOrders'), label: 'Pending Orders' },
  { to: paths.dashboard('activeOrders'), label: 'Accepted Orders' },
  { to: paths.dashboard('history'), label: 'History' },
  { to: paths.dashboard('collections'), label: 'Collections' },
  { to: paths.dashboard('dispatch'), label: 'Dispatch' },
  { to: paths.dashboard('payments'), label: 'Payments' },
  { to: paths.dashboard('Currency'), label: 'Currency' },
  { to: paths.dashboard('addCurrency'), label: 'Add Currency' },
  { to: paths.dashboard('branches'), label: 'Branches' },
  { to: paths.dashboard('Users'), label: 'Users' },
  { to: paths.dashboard('Site'), label: 'Site settings' },
  { to: paths.home(), label: 'Home' },
];

/** The compliance section (officers only), issue 33. */
export const COMPLIANCE_LINKS: { to: string; label: string }[] = [
  { to: paths.dashboard('compliance'), label: 'Compliance' },
  { to: paths.dashboard('compliance/holds'), label: 'Holds' },
  { to: paths.dashboard('compliance/cases'), label: 'Cases' },
  { to: paths.dashboard('compliance/reports'), label: 'Suspicion reports' },
  { to: paths.dashboard('compliance/sanctions'), label: 'Sanctions list' },
  { to: paths.dashboard('compliance/audit'), label: 'Audit log' },
];

/** Admins see the shop's screens; officers the compliance section; Home last for everyone. */
function linksFor(roles: readonly Role[]) {
  const shop = DASHBOARD_LINKS.slice(0, -1);
  const home = DASHBOARD_LINKS.slice(-1);
  return [...(isAdmin(roles) ? shop : []), ...(isOfficer(roles) ? COMPLIANCE_LINKS : []), ...home];
}

function DashboardLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { roles } = useAuth();
  return (
    <ul className="dash-nav__list" role="list">
      {linksFor(roles).map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === paths.home() || link.to === paths.dashboard('compliance')}
            className={({ isActive }) =>
              `dash-nav__link${isActive && link.to !== paths.home() ? ' dash-nav__link--active' : ''}`
            }
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The staff area: 'DashBoard', a fixed side menu on large screens and a drawer on small ones,
 * and the screen. The links and screens follow the user's roles (admin, compliance officer).
 */
export function DashboardLayout() {
  const { roles } = useAuth();
  const { pathname } = useLocation();
  const allowed = mayOpen(pathname, roles);
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useFocusTrap(panelRef, { active: open, onEscape: close });

  return (
    <div className="dash">
      <div className="dash__bar">
        <h1 className="dash__title">DashBoard</h1>
        <button
          ref={buttonRef}
          type="button"
          className="btn btn--outline btn--sm dash__menu-button"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen(true)}
        >
          <MenuIcon size={18} /> Menu
        </button>
      </div>
      <div className="dash__body">
        <nav className="dash-nav dash-nav--side" aria-label="Dashboard">
          <DashboardLinks />
        </nav>
        <div className="dash__screen">
          {allowed ? (
            <>
              {isAdmin(roles) ? <StaleRatesBanner /> : null}
              <Outlet />
            </>
          ) : (
            <ScreenForbidden compliance={isComplianceScreen(pathname)} />
          )}
        </div>
      </div>
      {open ? (
        <div className="dash-drawer">
          <div className="dash-drawer__backdrop" aria-hidden="true" onClick={close} />
          <div
            ref={panelRef}
            id={drawerId}
            className="dash-drawer__panel"
            role="dialog"
            aria-modal="true"
            aria-label="Dashboard menu"
          >
            <button
              type="button"
              className="icon-button icon-button--dark"
              aria-label="Close"
              onClick={close}
            >
              <CloseIcon size={22} />
            </button>
            <nav className="dash-nav" aria-label="Dashboard">
              <DashboardLinks onNavigate={() => setOpen(false)} />
            </nav>
          </div>
        </div>
      ) : null}
    </div>
  );
}
