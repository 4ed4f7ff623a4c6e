import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

type NavItem = { label: string; to: string; end?: boolean };

/**
 * The top navigation, in the order the spec lists it; the drawer shows the same items. Money
 * Transfers is our page explaining the bureau's transfer service, which it links out to: shown
 * only when the bureau has one (its page, reached another way, says to call instead).
 */
export function primaryNavItems(): NavItem[] {
  return [
    { label: 'Travel Money', to: paths.home(), end: true },
    { label: 'Exchange Rates', to: paths.exchangeRates() },
    ...(site.moneyTransfersUrl ? [{ label: 'Money Transfers', to: paths.moneyTransfers() }] : []),
    { label: 'Terms & Condition', to: paths.terms() },
    { label: 'Privacy & Policy', to: paths.privacy() },
    { label: 'Contact Us', to: paths.contact() },
  ];
}

export function PrimaryNav({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className} role="list">
      {primaryNavItems().map((item) => (
        <li key={item.label}>
          <NavLink to={item.to} end={item.end ?? false} className="nav-link" onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
