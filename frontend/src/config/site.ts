import type { Office, OpeningHours, SiteSettings } from '@fx/contracts';

export type { Office, OpeningHours };

/**
 * The bureau the site speaks for, as the pages read it. Nothing of a bureau is built into the
 * bundle: the gateway puts its settings in the page it serves (or GET /api/v1/site answers them),
 * and `setSiteSettings` fills this object before the app first renders (main.tsx).
 */
export interface Site {
  tradingName: string;
  tagline: string;
  /** An image shown instead of the drawn mark, or null. */
  logoUrl: string | null;
  company: { name: string; number: string; registeredIn: string; registeredAddress: string };
  /** "Highstreet FX is a trading name of Highstreet Exchange Ltd, registered in ..." */
  legalName: string;
  address: string;
  phone: string;
  email: string;
  /** The bureau counters on the Contact page; the first is the main branch. */
  offices: readonly [Office, ...Office[]];
  /** Null hides the link. */
  moneyTransfersUrl: string | null;
  /** Null hides that icon. */
  social: { facebook: string | null; instagram: string | null; x: string | null };
  copyrightYear: number;
  colors: { primary: string; accent: string; highlight: string };
  /** The orders service's own numbers: value limits, lines per order, rate guarantee hours. */
  orders: SiteSettings['orders'];
  /** Card payments: off offers only reserve and pay in store (no delivery, no guarantee). */
  payments: SiteSettings['payments'];
  /** Example details are in use (development): the footer says so. */
  placeholder: boolean;
}

export const site = {} as Site;

let settingsInUse: SiteSettings | undefined;

/** The settings as the gateway serves them: what page heads (app/heads.ts) are made from. */
export function siteSettings(): SiteSettings {
  if (!settingsInUse) throw new Error('setSiteSettings has not been called yet');
  return settingsInUse;
}

/**
 * Makes `settings` the site's: called once before the app renders (and by the tests' setup).
 * `now` dates the copyright: a page the server rendered passes its moment, so both say the same.
 */
export function setSiteSettings(settings: SiteSettings, now: Date = new Date()): void {
  settingsInUse = settings;
  const { brand, company, contact } = settings;
  Object.assign(site, {
    tradingName: brand.name,
    tagline: brand.tagline,
    logoUrl: brand.logoUrl,
    company,
    legalName: `${brand.name} is a trading name of ${company.name}, registered in ${company.registeredIn}, company number ${company.number}`,
    address: contact.address,
    phone: contact.phone,
    email: contact.email,
    // The settings' schema holds at least one office.
    offices: settings.offices as [Office, ...Office[]],
    moneyTransfersUrl: settings.moneyTransfersUrl,
    social: settings.social,
    copyrightYear: now.getFullYear(),
    colors: brand.colors,
    orders: settings.orders,
    payments: settings.payments,
    placeholder: settings.placeholder,
  } satisfies Site);
}

/** The settings the gateway put in the page (`<script id="site-settings">`), if it did. */
export function siteSettingsInPage(doc: Document = document): SiteSettings | undefined {
  const text = doc.getElementById('site-settings')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteSettings;
  } catch {
    return undefined;
  }
}

/** "24 hours", "1 hour": how long an accepted order's rates are guaranteed. */
export function rateGuaranteeHours(): string {
  const hours = site.orders.rateGuaranteeHours;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** "24-hour", as in "24-hour rate guarantee". */
export function rateGuaranteeAdjective(): string {
  return `${site.orders.rateGuaranteeHours}-hour`;
}

/** The office of the site's settings with this id (a collection branch has its office's id). */
export function officeOf(id: string): Office | undefined {
  return site.offices.find((office) => office.id === id);
}

/** The phone number as a tel: URI (UK national format to E.164). */
export function phoneHref(phone: string = site.phone): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
