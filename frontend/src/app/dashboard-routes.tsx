import type { RouteObject } from 'react-router';

/*
 * The staff screens under /dashboard (inside the guard and the layout), each its own lazy chunk so
 * the home page never downloads them. Which roles see which is the guard's and the layout's
 * (app/routes/dashboard.tsx): /dashboard/compliance/* is for compliance officers, the rest for
 * admins.
 */
export const dashboardScreens: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/app/routes/dashboard').then((m) => ({ Component: m.DashboardIndex })),
  },
  {
    path: 'Statics',
    lazy: () => import('@/app/routes/dashboard/statics').then((m) => ({ Component: m.Statics })),
  },
  {
    path: 'manageOrders',
    lazy: () =>
      import('@/app/routes/dashboard/pending-orders').then((m) => ({
        Component: m.PendingOrders,
      })),
  },
  {
    path: 'activeOrders',
    lazy: () =>
      import('@/app/routes/dashboard/accepted-orders').then((m) => ({
        Component: m.AcceptedOrders,
      })),
  },
  {
    path: 'history',
    lazy: () =>
      import('@/app/routes/dashboard/history').then((m) => ({ Component: m.OrderHistory })),
  },
  {
    path: 'orderDetails/:id',
    lazy: () =>
      import('@/app/routes/dashboard/order-details').then((m) => ({
        Component: m.OrderDetailsScreen,
      })),
  },
  {
    path: 'collections',
    lazy: () =>
      import('@/app/routes/dashboard/collections').then((m) => ({ Component: m.Collections })),
  },
  {
    path: 'dispatch',
    lazy: () => import('@/app/routes/dashboard/dispatch').then((m) => ({ Component: m.Dispatch })),
  },
  {
    path: 'payments',
    lazy: () => import('@/app/routes/dashboard/payments').then((m) => ({ Component: m.Payments })),
  },
  {
    path: 'branches',
    lazy: () => import('@/app/routes/dashboard/branches').then((m) => ({ Component: m.Branches })),
  },
  {
    path: 'Currency',
    lazy: () =>
      import('@/app/routes/dashboard/currency-list').then((m) => ({ Component: m.CurrencyList })),
  },
  {
    path: 'addCurrency',
    lazy: () =>
      import('@/app/routes/dashboard/add-currency').then((m) => ({ Component: m.AddCurrency })),
  },
  {
    path: 'update/:currency',
    lazy: () =>
      import('@/app/routes/dashboard/update-currency').then((m) => ({
        Component: m.UpdateCurrency,
      })),
  },
  {
    path: 'Users',
    lazy: () => import('@/app/routes/dashboard/users').then((m) => ({ Component: m.Users })),
  },
  {
    path: 'Site',
    lazy: () =>
      import('@/app/routes/dashboard/site-settings').then((m) => ({ Component: m.SiteSettings })),
  },
  {
    path: 'compliance',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({
        Component: m.ComplianceDashboardScreen,
      })),
  },
  {
    path: 'compliance/holds',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.HoldsScreen })),
  },
  {
    path: 'compliance/holds/:id',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.HoldScreen })),
  },
  {
    path: 'compliance/cases',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.CasesScreen })),
  },
  {
    path: 'compliance/cases/:id',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.CaseScreen })),
  },
  {
    path: 'compliance/reports',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.ReportsScreen })),
  },
  {
    path: 'compliance/reports/:id',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.ReportScreen })),
  },
  {
    path: 'compliance/sanctions',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.SanctionsScreen })),
  },
  {
    path: 'compliance/audit',
    lazy: () =>
      import('@/app/routes/dashboard/compliance').then((m) => ({ Component: m.AuditScreen })),
  },
];
