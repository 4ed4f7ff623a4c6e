import { useCallback, useId, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { NavDrawer } from '@/components/layout/nav-drawer';
import { PrimaryNav } from '@/components/layout/primary-nav';
import { ButtonLink } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/**
 * What the header shows in its account corner (and the drawer at its foot). The app passes the
 * auth feature's avatar menu; on its own the header shows the plain 'Sign In' button.
 */
export type AccountSlotProps = {
  placement: 'header' | 'drawer';
  /** The user left through the slot (a link or logout): the drawer closes. */
  onNavigate?: (() => void) | undefined;
};

export function SignInButton({ placement, onNavigate }: AccountSlotProps) {
  return placement === 'header' ? (
    <ButtonLink to={paths.signIn()} variant="primary" size="sm">
      Sign In
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.signIn()} variant="primary" block onClick={onNavigate}>
      Sign In
    </ButtonLink>
  );
}

export function SiteHeader({
  AccountSlot = SignInButton,
}: {
  AccountSlot?: ComponentType<AccountSlotProps>;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  const onNavigate = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link
          to={paths.home()}
          className="site-header__brand"
          aria-label={`${site.tradingName} home`}
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <PrimaryNav className="site-header__links" />
        </nav>
        <div className="site-header__actions">
          <AccountSlot placement="header" />
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>
      <NavDrawer
        id={drawerId}
        open={menuOpen}
        onClose={closeMenu}
        onNavigate={onNavigate}
        account={<AccountSlot placement="drawer" onNavigate={onNavigate} />}
      />
    </header>
  );
}
