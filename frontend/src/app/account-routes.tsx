import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { heads } from '@/app/heads';
import { NotFound } from '@/app/routes/not-found';
import { paths } from '@/config/paths';

/** /account/*: the signed-in customer's own pages, each its own chunk (the guard is the parent). */
export const accountRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.myOrders()} replace /> },
  {
    path: 'orders',
    handle: { head: heads.myOrders },
    lazy: () =>
      import('@/app/routes/account/my-orders').then((m) => ({
        Component: m.MyOrdersPage,
      })),
  },
  {
    path: 'alerts',
    handle: { head: heads.myAlerts },
    lazy: () =>
      import('@/app/routes/account/my-alerts').then((m) => ({
        Component: m.MyAlertsPage,
      })),
  },
  {
    path: 'data',
    handle: { head: heads.myData },
    lazy: () =>
      import('@/app/routes/account/my-data').then((m) => ({
        Component: m.MyDataPage,
      })),
  },
  { path: '*', element: <NotFound />, handle: { head: heads.notFound } },
];
