import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DocumentHead } from '@/app/document-head';
import { accountRoutes } from '@/app/account-routes';
import { heads } from '@/app/heads';
import { Home } from '@/app/routes/home';
import { NotFound } from '@/app/routes/not-found';
import { RouteError } from '@/app/routes/route-error';
import { RootLayout } from '@/components/layout/root-layout';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { AccountArea } from '@/features/auth/components/account-area';
import { dashboardScreens } from '@/app/dashboard-routes';
import { paths, routePatterns } from '@/config/paths';

/*
 * Code splitting: the shell, the home page and the error pages are in the first download; every
 * other page is its own chunk (with its CSS), fetched by the route's `lazy` when it is first
 * visited, so the home page never downloads the staff dashboard. A chunk that fails to load (say
 * an old tab after a deploy) is a route error: the page area shows RouteError, whose "Reload the
 * page" fetches the new build.
 */

/**
 * What the page area shows while the chunk of the page the app starts on loads (later visits keep
 * the old page on screen meanwhile: see RootLayout). `route-loading` also holds the footer back.
 */
function PageLoading({ label = 'Loading the page…' }: { label?: string }) {
  return (
    <div className="route-loading">
      <LoadingScreen label={label} />
    </div>
  );
}

/**
 * Every route of the public site. Matching is case-insensitive (react-router's default), so
 * /exchangerates, /signin and /signup reach the same pages as the spec's spellings. Each page's
 * route carries its head (`handle.head`, app/heads.ts), read without loading the page's chunk.
 */
export const routes: RouteObject[] = [
  // The staff gate stands alone, without the site's header and footer.
  {
    path: paths.accessGate(),
    handle: { head: heads.accessGate },
    lazy: () => import('@/app/routes/access-gate').then((m) => ({ Component: m.AccessGate })),
    hydrateFallbackElement: <LoadingScreen label="Loading the page…" />,
    errorElement: <RouteError />,
  },
  {
    // DocumentHead keeps the document's <head> that of the page on screen (app/heads.ts).
    element: (
      <>
        <DocumentHead />
        <RootLayout AccountSlot={AccountArea} />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      {
        // The page area's error boundary: a crash keeps the header and footer on screen.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          { index: true, element: <Home />, handle: { head: heads.home } },
          {
            path: paths.exchangeRates(),
            handle: { head: heads.exchangeRates },
            lazy: () =>
              import('@/app/routes/exchange-rates').then((m) => ({ Component: m.ExchangeRates })),
          },
          {
            path: routePatterns.currency,
            handle: { head: heads.currency },
            lazy: () =>
              import('@/app/routes/currency').then((m) => ({ Component: m.CurrencyPage })),
          },
          {
            path: routePatterns.purchase,
            handle: { head: heads.purchase },
            lazy: () => import('@/app/routes/purchase').then((m) => ({ Component: m.Purchase })),
          },
          {
            path: routePatterns.trackOrder,
            handle: { head: heads.trackOrder },
            lazy: () =>
              import('@/app/routes/track-order').then((m) => ({ Component: m.TrackOrder })),
          },
          {
            path: paths.terms(),
            handle: { head: heads.terms },
            lazy: () => import('@/app/routes/terms').then((m) => ({ Component: m.Terms })),
          },
          {
            path: paths.privacy(),
            handle: { head: heads.privacy },
            lazy: () =>
              import('@/app/routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicy })),
          },
          {
            path: paths.contact(),
            handle: { head: heads.contact },
            lazy: () => import('@/app/routes/contact').then((m) => ({ Component: m.Contact })),
          },
          {
            path: paths.faq(),
            handle: { head: heads.faq },
            lazy: () => import('@/app/routes/faq').then((m) => ({ Component: m.Faq })),
          },
          {
            path: paths.moneyTransfers(),
            handle: { head: heads.moneyTransfers },
            lazy: () =>
              import('@/app/routes/money-transfers').then((m) => ({
                Component: m.MoneyTransfers,
              })),
          },
          {
            path: paths.comingSoon(),
            handle: { head: heads.comingSoon },
            lazy: () =>
              import('@/app/routes/coming-soon').then((m) => ({
                element: <m.ComingSoon title="Coming Soon" />,
              })),
          },
          {
            path: paths.confirmAlert(),
            handle: { head: heads.confirmAlert },
            lazy: () =>
              import('@/app/routes/alert-confirm').then((m) => ({ Component: m.AlertConfirm })),
          },
          {
            path: paths.unsubscribeAlert(),
            handle: { head: heads.unsubscribeAlert },
            lazy: () =>
              import('@/app/routes/alert-unsubscribe').then((m) => ({
                Component: m.AlertUnsubscribe,
              })),
          },
          {
            // The customer's own pages: signed-in only (the guard sends others to sign in).
            path: routePatterns.account,
            handle: { head: heads.account },
            lazy: () => import('@/app/routes/account').then((m) => ({ Component: m.AccountGuard })),
            errorElement: <RouteError />,
            children: accountRoutes,
          },
          {
            path: paths.signIn(),
            handle: { head: heads.signIn },
            lazy: () => import('@/app/routes/sign-in').then((m) => ({ Component: m.SignIn })),
          },
          {
            path: paths.signUp(),
            handle: { head: heads.signUp },
            lazy: () => import('@/app/routes/sign-up').then((m) => ({ Component: m.SignUp })),
          },
          {
            // The guard, the layout and the screen load in parallel on a first visit.
            path: routePatterns.dashboard,
            // Noindex; each screen names its own tab.
            handle: { head: heads.dashboard },
            lazy: () =>
              import('@/app/routes/dashboard').then((m) => ({ Component: m.DashboardGuard })),
            hydrateFallbackElement: <PageLoading label="Loading the dashboard…" />,
            errorElement: <RouteError />,
            children: [
              {
                lazy: () =>
                  import('@/app/routes/dashboard/dashboard-layout').then((m) => ({
                    Component: m.DashboardLayout,
                  })),
                children: [
                  ...dashboardScreens,
                  { path: '*', element: <NotFound />, handle: { head: heads.notFound } },
                ],
              },
            ],
          },
          { path: '*', element: <NotFound />, handle: { head: heads.notFound } },
        ],
      },
    ],
  },
];

/** `hydrationData`: the router's state in a page the server rendered (main.tsx hydrates it). */
export function AppRouter({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createBrowserRouter(routes, { hydrationData }));
  return <RouterProvider router={router} />;
}
