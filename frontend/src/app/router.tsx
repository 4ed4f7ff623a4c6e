import { useState } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AccessGate } from '@/app/routes/access-gate';
import { ComingSoon } from '@/app/routes/coming-soon';
import { Contact } from '@/app/routes/contact';
import { DashboardGuard } from '@/app/routes/dashboard';
import { AcceptedOrders } from '@/app/routes/dashboard/accepted-orders';
import { AddCurrency } from '@/app/routes/dashboard/add-currency';
import { CurrencyList } from '@/app/routes/dashboard/currency-list';
import { DashboardLayout } from '@/app/routes/dashboard/dashboard-layout';
import { OrderHistory } from '@/app/routes/dashboard/history';
import { OrderDetailsScreen } from '@/app/routes/dashboard/order-details';
import { PendingOrders } from '@/app/routes/dashboard/pending-orders';
import { Statics } from '@/app/routes/dashboard/statics';
import { UpdateCurrency } from '@/app/routes/dashboard/update-currency';
import { Users } from '@/app/routes/dashboard/users';
import { ExchangeRates } from '@/app/routes/exchange-rates';
import { Faq } from '@/app/routes/faq';
import { Home } from '@/app/routes/home';
import { MoneyTransfers } from '@/app/routes/money-transfers';
import { NotFound } from '@/app/routes/not-found';
import { PrivacyPolicy } from '@/app/routes/privacy-policy';
import { Purchase } from '@/app/routes/purchase';
import { RouteError } from '@/app/routes/route-error';
import { SignIn } from '@/app/routes/sign-in';
import { SignUp } from '@/app/routes/sign-up';
import { Terms } from '@/app/routes/terms';
import { TrackOrder } from '@/app/routes/track-order';
import { RootLayout } from '@/components/layout/root-layout';
import { AccountArea } from '@/features/auth/components/account-area';
import { paths, routePatterns } from '@/config/paths';

/**
 * Every route of the public site. Matching is case-insensitive (react-router's default), so
 * /exchangerates, /signin and /signup reach the same pages as the spec's spellings.
 */
export const routes: RouteObject[] = [
  // The staff gate stands alone, without the site's header and footer.
  { path: paths.accessGate(), element: <AccessGate />, errorElement: <RouteError /> },
  {
    element: <RootLayout AccountSlot={AccountArea} />,
    errorElement: <RouteError />,
    children: [
      {
        // The page area's error boundary: a crash keeps the header and footer on screen.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          { path: paths.exchangeRates(), element: <ExchangeRates /> },
          { path: routePatterns.purchase, element: <Purchase /> },
          { path: routePatterns.trackOrder, element: <TrackOrder /> },
          { path: paths.terms(), element: <Terms /> },
          { path: paths.privacy(), element: <PrivacyPolicy /> },
          { path: paths.contact(), element: <Contact /> },
          { path: paths.faq(), element: <Faq /> },
          { path: paths.moneyTransfers(), element: <MoneyTransfers /> },
          { path: paths.comingSoon(), element: <ComingSoon title="Coming Soon" /> },
          { path: paths.signIn(), element: <SignIn /> },
          { path: paths.signUp(), element: <SignUp /> },
          {
            path: routePatterns.dashboard,
            element: <DashboardGuard />,
            errorElement: <RouteError />,
            children: [
              {
                element: <DashboardLayout />,
                children: [
                  { index: true, element: <Navigate to={paths.dashboard('Statics')} replace /> },
                  { path: 'Statics', element: <Statics /> },
                  { path: 'manageOrders', element: <PendingOrders /> },
                  { path: 'activeOrders', element: <AcceptedOrders /> },
                  { path: 'history', element: <OrderHistory /> },
                  { path: 'orderDetails/:id', element: <OrderDetailsScreen /> },
                  { path: 'Currency', element: <CurrencyList /> },
                  { path: 'addCurrency', element: <AddCurrency /> },
                  { path: 'update/:currency', element: <UpdateCurrency /> },
                  { path: 'Users', element: <Users /> },
                  { path: '*', element: <NotFound /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
