// The global stylesheet comes first, so it is first in the page: each page's own CSS (home.css
// here, the others in their lazy chunks) loads after it and wins ties with it.
import '@/styles/global.css';
import type { BRAND_COLOURS_ELEMENT_ID, SiteSettings } from '@fx/contracts';
import { rememberLondonOffsetPeriod } from '@fx/contracts/web';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadMatchedRoutes } from '@/app/prerender/hydrate';
import { PageData } from '@/app/prerender/page-data';
import { pageStateInPage } from '@/app/prerender/page-state';
import { AppProvider } from '@/app/provider';
import { AppRouter, routes } from '@/app/router';
import { registerServiceWorker } from '@/app/service-worker';
import { setSiteSettings, site, siteSettingsInPage } from '@/config/site';
import { listenForInstallPrompt } from '@/lib/app-install';

/** The gateway sets the bureau's colours in this <style> on a page it rendered. */
const BRAND_COLOURS_ID: typeof BRAND_COLOURS_ELEMENT_ID = 'brand-colours';

/**
 * The bureau's colours override the stylesheet's defaults. A page the gateway rendered has them
 * already, from the same settings: setting them again would restyle and lay out the whole page
 * once more before it can hydrate.
 */
function applyBrandColours(root: HTMLElement) {
  if (document.getElementById(BRAND_COLOURS_ID)) return;
  root.style.setProperty('--brand-navy', site.colors.primary);
  root.style.setProperty('--brand-teal', site.colors.accent);
  root.style.setProperty('--brand-amber', site.colors.highlight);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the browser has drawn a frame (a task after the next animation frame). */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The bureau's settings: from the page when the gateway put them there, otherwise asked of the
 * API until it answers (the services still starting), saying so in the page meanwhile.
 */
async function loadSiteSettings(container: HTMLElement): Promise<SiteSettings> {
  const inPage = siteSettingsInPage();
  if (inPage) return inPage;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch('/api/v1/site', { headers: { accept: 'application/json' } });
      if (response.ok) return (await response.json()) as SiteSettings;
    } catch {
      // offline or the gateway restarting: tried again below
    }
    container.innerHTML =
      '<p class="site-loading" role="status">We are having trouble loading the site. Trying again…</p>';
    await sleep(Math.min(1000 * attempt, 5000));
  }
}

/**
 * React recovered from an error by rendering part of the page again in the browser: most often
 * a hydration mismatch, the server's HTML differing from the browser's first render (a page that
 * then flickers and does its work twice). Said on the console, where the browser tests fail on it.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  console.error(
    `Hydration: React rendered part of the page again: ${String(error)}`,
    ...(cause ? [`\nCaused by: ${String(cause)}`] : []),
    info.componentStack ?? '',
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page the server rendered (a public one: its state is in the page) is hydrated once the lazy
 * routes it shows are loaded, with the data and the moment it was rendered with, so React finds
 * the same HTML; any other page the browser renders itself, as does one whose page chunk cannot
 * load (an old tab after a deploy: the router then says so and offers a reload).
 */
async function start(container: HTMLElement, settings: SiteSettings) {
  const state = pageStateInPage();
  rememberLondonOffsetPeriod(state?.londonOffset);
  setSiteSettings(settings, state ? new Date(state.now) : new Date());
  applyBrandColours(document.documentElement);
  const loaded =
    state &&
    container.firstElementChild &&
    (await loadMatchedRoutes(routes, window.location.pathname).then(
      () => true,
      () => false,
    ));
  if (!state || !loaded) {
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  // The server's page is painted first: the browser would otherwise run the scripts and start
  // hydrating before its first frame, and the visitor would wait for them to see the page.
  await nextFrame();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for all of the page at once: the page answers a tap while it hydrates.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProvider>
          <PageData state={state}>
            <AppRouter hydrationData={state.hydrationData} />
          </PageData>
        </AppProvider>
      </StrictMode>,
      { onRecoverableError: reportRecoverableError },
    );
  });
}

listenForInstallPrompt();
registerServiceWorker();
void loadSiteSettings(container).then((settings) => start(container, settings));
