import { useLocation, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import {
  BellIcon,
  ChevronDownIcon,
  DashboardIcon,
  LogoutIcon,
  ReceiptIcon,
} from '@/components/ui/icons';
import { MenuButton } from '@/components/ui/menu-button';
import type { MenuItem } from '@/components/ui/menu-button';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/use-auth';
import { SOMETHING_WENT_WRONG } from '@/features/auth/utils/user-sync-error';
import { paths } from '@/config/paths';
import { returnToState } from '@/lib/return-to';

export const SIGNED_OUT_MESSAGE = 'Log out successfully';

export type AccountAreaProps = {
  /** In the header bar, or at the foot of the mobile drawer (the menu then opens upwards). */
  placement: 'header' | 'drawer';
  /** Called when the user leaves through this area (the drawer closes). */
  onNavigate?: (() => void) | undefined;
};

/**
 * The header's account corner: 'Sign In' when signed out; when signed in, the avatar menu with
 * the user's e-mail, 'My orders', 'Rate alerts', 'Dashboard' for admins and 'Logout'.
 */
export function AccountArea({ placement, onNavigate }: AccountAreaProps) {
  const { status, user, role, signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <span
        className={`account-placeholder account-placeholder--${placement}`}
        aria-hidden="true"
      />
    );
  }

  if (status === 'signed-out' || !user) {
    return (
      <ButtonLink
        to={paths.signIn()}
        state={returnToState(location)}
        variant="primary"
        size={placement === 'header' ? 'sm' : 'md'}
        block={placement === 'drawer'}
        onClick={onNavigate}
      >
        Sign In
      </ButtonLink>
    );
  }

  const logout = async () => {
    onNavigate?.();
    // Home first, committed at once: a guarded page left open would otherwise see the user go
    // and redirect to sign-in instead.
    await navigate(paths.home(), { flushSync: true });
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(SOMETHING_WENT_WRONG);
      return;
    }
    toast.success(SIGNED_OUT_MESSAGE);
  };

  const name = user.displayName || user.email || '';
  const items: MenuItem[] = [
    {
      kind: 'link',
      label: 'My orders',
      to: paths.myOrders(),
      onSelect: onNavigate,
      icon: <ReceiptIcon size={18} />,
    },
    {
      kind: 'link',
      label: 'Rate alerts',
      to: paths.myAlerts(),
      onSelect: onNavigate,
      icon: <BellIcon size={18} />,
    },
    ...(role === 'admin'
      ? [
          {
            kind: 'link' as const,
            label: 'Dashboard',
            to: paths.dashboard(),
            onSelect: onNavigate,
            icon: <DashboardIcon size={18} />,
          },
        ]
      : []),
    {
      kind: 'action',
      label: 'Logout',
      onSelect: () => void logout(),
      icon: <LogoutIcon size={18} />,
    },
  ];

  return (
    <MenuButton
      className={`account-menu account-menu--${placement}`}
      label="Account menu"
      menuLabel={user.email ? `Account: ${user.email}` : 'Account'}
      align="end"
      direction={placement === 'drawer' ? 'up' : 'down'}
      button={
        <>
          <Avatar photoURL={user.photoURL} name={name} />
          {placement === 'drawer' ? <span>Account</span> : null}
          <ChevronDownIcon size={16} className="account-menu__chevron" />
        </>
      }
      header={
        <>
          <span className="menu__header-label">Signed in as</span>
          <span className="menu__header-email">{user.email}</span>
        </>
      }
      items={items}
    />
  );
}
