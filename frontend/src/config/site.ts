/**
 * White-label settings: everything that names or styles the business lives here, so another
 * brand is a change to this one file (colours are applied to the CSS variables at start-up).
 */

export type OpeningHours = { days: string; opens: string; closes: string };

/** A bureau counter shown on the Contact page. */
export type Office = {
  id: string;
  name: string;
  address: string;
  phone: string;
  hours: readonly OpeningHours[];
  /** The branch where Click & Collect orders are collected (the spec's single collection point). */
  collectionPoint: boolean;
};

const tradingName = 'Highstreet FX';
const company = {
  name: 'Highstreet Exchange Ltd',
  number: '12345678',
  registeredIn: 'England and Wales',
} as const;
const mainAddress = '112 High Street North, East Ham, London E6 2HT';
const mainPhone = '020 7946 0112';

/** The first office is the main branch. */
const offices: readonly [Office, ...Office[]] = [
  {
    id: 'east-ham',
    name: 'East Ham',
    address: mainAddress,
    phone: mainPhone,
    hours: [
      { days: 'Monday to Saturday', opens: '09:00', closes: '18:00' },
      { days: 'Sunday', opens: '10:00', closes: '16:00' },
    ],
    collectionPoint: true,
  },
  {
    id: 'manor-park',
    name: 'Manor Park',
    address: '286 High Street North, Manor Park, London E12 6SA',
    phone: '020 7946 0286',
    hours: [
      { days: 'Monday to Friday', opens: '09:30', closes: '17:30' },
      { days: 'Saturday', opens: '10:00', closes: '16:00' },
    ],
    collectionPoint: false,
  },
];

export const site = {
  tradingName,
  company,
  legalName: `${tradingName} is a trading name of ${company.name}, registered in ${company.registeredIn}, company number ${company.number}`,
  tagline: 'Travel money from the heart of East London, at the rates you see online.',
  address: mainAddress,
  phone: mainPhone,
  email: 'hello@highstreetfx.test',
  /** The bureau counters on the Contact page; the first is the main branch. */
  offices,
  moneyTransfersUrl: 'https://www.example.com/money-transfers',
  /** Placeholders until the business's own pages are known. */
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    x: 'https://x.com/',
  },
  copyrightYear: 2024,
  colors: {
    navy: '#0b2545',
    teal: '#13a89e',
    amber: '#f2a541',
  },
} as const;

export type SiteConfig = typeof site;

/** The phone number as a tel: URI (UK national format to E.164). */
export function phoneHref(phone: string = site.phone): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
