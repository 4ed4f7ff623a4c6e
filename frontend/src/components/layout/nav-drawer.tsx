import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PrimaryNav } from '@/components/layout/primary-nav';
import { CloseIcon, PhoneIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { phoneHref, site } from '@/config/site';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wide enough for the inline navigation: the drawer closes itself if the window grows past it. */
const DESKTOP_QUERY = '(min-width: 900px)';

/**
 * The slide-out menu for small screens: a modal dialog that takes focus, keeps Tab inside,
 * and closes on Escape, its X button, a click on the backdrop, or a link being followed.
 */
export function NavDrawer({
  id,
  open,
  onClose,
  onNavigate,
  account,
}: {
  id: string;
  open: boolean;
  /** Closed without navigating: focus goes back to the menu button. */
  onClose: () => void;
  /** A link in the drawer was followed. */
  onNavigate: () => void;
  /** The account corner: 'Sign In', or the signed-in user's menu. */
  account: ReactNode;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (!open) return;
    closeButtonRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // A menu open inside the drawer handles its own Escape first.
        if (event.defaultPrevented) return;
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const desktop =
      typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) onNavigate();
    };
    desktop?.addEventListener('change', onResize);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      desktop?.removeEventListener('change', onResize);
    };
  }, [open, onClose, onNavigate]);

  if (!open) return null;

  return createPortal(
    <div className="drawer">
      <div
        className="drawer__backdrop"
        data-testid="drawer-backdrop"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={id}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="drawer__head">
          <Logo tone="dark" />
          <h2 id={titleId} className="visually-hidden">
            Menu
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            className="icon-button icon-button--dark"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label="Main" className="drawer__nav">
          <PrimaryNav className="drawer__links" onNavigate={onNavigate} />
        </nav>
        <div className="drawer__foot">
          {account}
          <a className="drawer__phone" href={phoneHref()}>
            <PhoneIcon size={18} />
            <span>
              Call us on <strong>{site.phone}</strong>
            </span>
          </a>
        </div>
      </div>
    </div>,
    document.body,
  );
}
