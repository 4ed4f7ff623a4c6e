/** Every in-app URL is built here; components never write a path by hand. */
export type PurchaseWay = 'Order' | 'Sell';

export const paths = {
  home: () => '/',
  exchangeRates: () => '/exchangeRates',
  /** A currency's own page (prerendered, found by search), e.g. /exchangeRates/EUR. */
  currency: (code: string) => `/exchangeRates/${encodeURIComponent(code.toUpperCase())}`,
  purchase: (currencyCode: string, way: PurchaseWay) =>
    `/purchase/${encodeURIComponent(currencyCode)}/${way}`,
  terms: () => '/termsCoditition',
  privacy: () => '/privacyPolicy',
  contact: () => '/contact',
  faq: () => '/faq',
  moneyTransfers: () => '/sendmony',
  comingSoon: () => '/comingSoon',
  signIn: () => '/signIn',
  signUp: () => '/signUp',
  accessGate: () => '/box',
  /** Order tracking; with a number, the page the confirmation e-mail links to. */
  trackOrder: (orderNumber?: string) =>
    orderNumber ? `/orders/${encodeURIComponent(orderNumber)}` : '/orders',
  /** The signed-in customer's own orders, and their rate alerts. */
  myOrders: () => '/account/orders',
  myAlerts: () => '/account/alerts',
  /** Their data: a copy to download, and deleting the account. */
  myData: () => '/account/data',
  /** The pages the rate-alert e-mails link to, each with the alert's secret token. */
  confirmAlert: (token?: string) =>
    token ? `/alerts/confirm?token=${encodeURIComponent(token)}` : '/alerts/confirm',
  unsubscribeAlert: (token?: string) =>
    token ? `/alerts/unsubscribe?token=${encodeURIComponent(token)}` : '/alerts/unsubscribe',
  /** A staff screen, e.g. dashboard('Currency') is /dashboard/Currency. */
  dashboard: (screen: string = 'Currency') => `/dashboard/${screen}`,
  orderDetails: (id: string) => `/dashboard/orderDetails/${encodeURIComponent(id)}`,
  updateCurrency: (code: string) => `/dashboard/update/${encodeURIComponent(code)}`,
} as const;

/** Route patterns for the router, for the paths that take parameters. */
export const routePatterns = {
  purchase: '/purchase/:currencyParams/:currentWay',
  currency: '/exchangeRates/:code',
  dashboard: '/dashboard',
  account: '/account',
  trackOrder: '/orders/:orderNumber?',
} as const;
