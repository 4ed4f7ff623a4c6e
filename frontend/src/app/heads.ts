import type { HeadContext, HeadOf, PageHead, RouteHandle } from '@/app/head';
import { documentTitle } from '@/app/head';
import { currencyJsonLd } from '@/app/currency-json-ld';
import { paths } from '@/config/paths';

/*
 * Every page's head (app/head.ts): small pure functions of the bureau's settings, the rate table
 * and the route's params. The routes in app/router.tsx carry them as `handle.head`, so the server
 * and the browser reach them without loading a page's chunk.
 */

const brandOf = ({ site }: HeadContext) => site.brand.name;

/** The pages search engines should leave out (account, staff, one-off links) say so. */
const privatePage =
  (title: string): HeadOf =>
  ({ pathname, site }) => ({
    title,
    description: `${title} at ${site.brand.name}.`,
    canonicalPath: pathname,
    noindex: true,
  });

export const notFoundHead: HeadOf = (context) => ({
  ...privatePage('Page not found')(context),
  description: `There is no page at this address on ${brandOf(context)}'s website.`,
});

/** The longest a title reads whole in search results and tabs (html-validate's long-title). */
export const TITLE_MAX_LENGTH = 70;

/**
 * A document title's length as the page's source writes it, where the server escapes each of
 * & < > " ' as five characters (`&#38;`): validators count the source, search engines the text.
 */
export const writtenTitleLength = (title: string): number =>
  title.length + (title.match(/[&<>"']/g)?.length ?? 0) * 4;

/**
 * The first of `titles` (longest and fullest first) whose document title, the bureau's name
 * included, fits TITLE_MAX_LENGTH as written; the last if none does. "Bosnia and Herzegovina
 * Convertible Mark (BAM) exchange rate today | Riverside & Co" would be cut short: it drops words.
 */
function fittingTitle(context: HeadContext, titles: readonly [string, ...string[]]): string {
  const fits = titles.find(
    (title) => writtenTitleLength(documentTitle({ title }, context.site)) <= TITLE_MAX_LENGTH,
  );
  return fits ?? titles[titles.length - 1]!;
}

/**
 * /exchangeRates/{CODE}: the currency's name and both rates, from the rate table. Without the
 * table yet (a browser still loading it) the code stands in for the name; a code the table does
 * not list is a page that does not exist.
 */
const currencyHead: HeadOf = (context) => {
  const code = (context.params.code ?? '').toUpperCase();
  const currency = context.table?.currencies.find((candidate) => candidate.code === code);
  if (context.table && !currency) return notFoundHead(context);
  const brand = brandOf(context);
  if (!currency) {
    return {
      title: `${code} exchange rate today`,
      description: `Today's ${code} exchange rate at ${brand}, with 0% commission.`,
      canonicalPath: paths.currency(code),
    };
  }
  const { name, rates } = currency;
  return {
    title: fittingTitle(context, [
      `${name} (${code}) exchange rate today`,
      `${name} (${code}) exchange rate`,
      `${code} exchange rate today`,
    ]),
    description: `${name} at ${brand} today: we sell at £1 = ${rates.collect} ${code} and buy at £1 = ${rates.sell} ${code}, with 0% commission. Reserve online, collect in branch.`,
    canonicalPath: paths.currency(code),
    jsonLd: currencyJsonLd(currency),
  };
};

/** /purchase/{code}/{Order|Sell}: the order form, one per cart, kept out of search results. */
const purchaseHead: HeadOf = (context) => {
  const way = (context.params.currentWay ?? '').toLowerCase();
  const code = (context.params.currencyParams ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || (way !== 'order' && way !== 'sell')) return notFoundHead(context);
  return privatePage(way === 'sell' ? 'Sell travel money' : 'Order travel money')(context);
};

/** /orders and /orders/{number}: the form is public; a given order's page is the customer's. */
const trackOrderHead: HeadOf = (context) => ({
  title: 'Track your order',
  description: `Track your ${brandOf(context)} travel money order with its 8-digit order number and your e-mail address, and see when it is ready to collect.`,
  canonicalPath: paths.trackOrder(),
  ...(context.params.orderNumber ? { noindex: true } : {}),
});

export const heads = {
  home: (context) => ({
    title: 'Travel Money',
    description: `Buy or sell travel money at today's online rates with ${brandOf(context)}: 0% commission on 70+ currencies. Reserve online, then pay and collect at our branch.`,
    canonicalPath: paths.home(),
  }),
  exchangeRates: (context) => ({
    title: 'Exchange Rates',
    description: `Today's exchange rates for 70+ currencies at ${brandOf(context)}: what we sell and buy back per £1, with 0% commission. Reserve online and collect in branch.`,
    canonicalPath: paths.exchangeRates(),
  }),
  currency: currencyHead,
  contact: (context) => ({
    title: 'Contact Us',
    description: `Contact ${brandOf(context)}: our branch's address and opening hours, our phone and e-mail, or send us a message about your order.`,
    canonicalPath: paths.contact(),
  }),
  faq: (context) => ({
    title: 'FAQ',
    description: `Answers from ${brandOf(context)} on commission, Click & Collect, the ${context.site.orders.rateGuaranteeHours}-hour rate guarantee, the ID to bring, selling back currency and cancelling.`,
    canonicalPath: paths.faq(),
  }),
  terms: (context) => ({
    title: 'Terms & Conditions',
    description: `The terms on which ${brandOf(context)} buys and sells currency: payment, collection and ID, anti-money laundering checks, cancellations and refunds.`,
    canonicalPath: paths.terms(),
  }),
  privacy: (context) => ({
    title: 'Privacy Policy',
    description: `How ${brandOf(context)} collects, uses and protects your personal information when you order travel money, and your rights over it.`,
    canonicalPath: paths.privacy(),
  }),
  moneyTransfers: (context) => ({
    title: 'Money Transfers',
    description: `Sending money abroad: ${brandOf(context)} is a travel money bureau and does not make transfers, but can point you to a money transfer service.`,
    canonicalPath: paths.moneyTransfers(),
  }),
  signIn: (context) => ({
    title: 'Sign In',
    description: `Sign in to your ${brandOf(context)} account to follow your travel money orders and your rate alerts.`,
    canonicalPath: paths.signIn(),
  }),
  signUp: (context) => ({
    title: 'Sign Up',
    description: `Create a ${brandOf(context)} account to follow your travel money orders and get an e-mail when a rate reaches the one you want.`,
    canonicalPath: paths.signUp(),
  }),
  trackOrder: trackOrderHead,
  purchase: purchaseHead,
  comingSoon: privatePage('Coming Soon'),
  confirmAlert: privatePage('Confirm your rate alert'),
  unsubscribeAlert: privatePage('Stop a rate alert'),
  account: privatePage('My account'),
  myOrders: privatePage('My orders'),
  myAlerts: privatePage('Rate alerts'),
  myData: privatePage('Your data'),
  dashboard: privatePage('Dashboard'),
  accessGate: privatePage('Secure Box'),
  notFound: notFoundHead,
} satisfies Record<string, HeadOf>;

/**
 * The head of the page the matched routes show (their `handle`s, outermost first): the deepest
 * route's that has one. `ownsTitle` is false when a route below it has none (a dashboard screen,
 * which names its tab itself); then only the rest of the head applies.
 */
export function pageHead(
  handles: readonly unknown[],
  context: HeadContext,
): { head: PageHead; ownsTitle: boolean } | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const head = (handles[index] as RouteHandle | undefined)?.head;
    if (head) return { head: head(context), ownsTitle: index === handles.length - 1 };
  }
  return undefined;
}
