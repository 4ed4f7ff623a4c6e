import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppNotices } from '@/components/layout/app-notices';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import type { AccountSlotProps } from '@/components/layout/site-header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * After a client-side navigation, move focus to the new page's content, so keyboard and
 * screen-reader users start there (a full page load would do the same).
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The shell on every page: skip link, header and drawer, the page, footer. */
export function RootLayout({
  AccountSlot,
}: {
  /** The header's account corner (the app passes the auth feature's avatar menu). */
  AccountSlot?: ComponentType<AccountSlotProps>;
}) {
  useFocusMainOnNavigation();
  // A link to a page not visited yet waits for the page's chunk (app/router.tsx): the old page
  // stays, marked busy, with a thin bar along the top.
  const loadingPage = useNavigation().state === 'loading';
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {loadingPage ? <div className="route-progress" aria-hidden="true" /> : null}
      <SiteHeader {...(AccountSlot ? { AccountSlot } : {})} />
      <AppNotices />
      <main
        id={MAIN_CONTENT_ID}
        className="app-main"
        tabIndex={-1}
        aria-busy={loadingPage || undefined}
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
