import { z } from 'zod';
import { dueDiligenceSettingsSchema } from '../compliance/due-diligence';
import { decimalString } from '../common/schemas';
import { buyBackSettingsSchema, deliverySettingsSchema } from '../orders/delivery-schemas';

/**
 * The bureau the site speaks for, read at run time (GET /api/v1/site and the page the gateway
 * serves): one build serves any bureau, and nothing of one is compiled into the SPA.
 */

const text = z.string().trim().min(1);
const hexColour = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, { message: 'must be a colour written #rrggbb, e.g. #0b2545' });

export const openingHoursSchema = z.object({
  days: text,
  opens: z.string().regex(/^\d\d:\d\d$/, { message: 'must be a time written 09:00' }),
  closes: z.string().regex(/^\d\d:\d\d$/, { message: 'must be a time written 18:00' }),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A bureau counter shown on the Contact page. */
export const officeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, { message: 'must be lower-case letters, digits and -' }),
  name: text,
  address: text,
  phone: text,
  hours: z.array(openingHoursSchema).min(1, { message: 'must list the opening hours' }),
  /** The branch where Click & Collect orders are collected (the spec's single collection point). */
  collectionPoint: z.boolean().default(false),
});
export type Office = z.infer<typeof officeSchema>;

/** A list of offices as SITE_OFFICES holds it: JSON, at least one, the first the main branch. */
export const officesSchema = z
  .array(officeSchema)
  .min(1, { message: 'must list at least one office' });

export const siteSettingsSchema = z.object({
  brand: z.object({
    /** The trading name: header, footer, page titles, e-mails. */
    name: text,
    tagline: text,
    /** An image to show instead of the drawn mark; null for the mark with the brand's colours. */
    logoUrl: z.string().nullable(),
    /** The header and footer, the buttons, and the badges' highlight. */
    colors: z.object({ primary: hexColour, accent: hexColour, highlight: hexColour }),
  }),
  company: z.object({
    name: text,
    number: text,
    registeredIn: text,
    registeredAddress: text,
  }),
  contact: z.object({ address: text, phone: text, email: z.email() }),
  /** The first is the main branch. */
  offices: officesSchema,
  /** Links to the bureau's own pages; null where it has none (the icon is not shown). */
  social: z.object({
    facebook: z.url().nullable(),
    instagram: z.url().nullable(),
    x: z.url().nullable(),
  }),
  /** The bureau's money transfer service; null hides the link. */
  moneyTransfersUrl: z.url().nullable(),
  /** The orders service's own numbers, so every page shows the ones it enforces. */
  orders: z.object({
    minGbp: decimalString,
    maxGbp: decimalString,
    rateGuaranteeHours: z.number().int().positive(),
    maxLines: z.number().int().positive(),
    /** The linked-order limit: a customer's orders over the window may come to at most this. */
    linkedLimitGbp: decimalString,
    linkedWindowDays: z.number().int().positive(),
    /** Home delivery (issue 32): limits, fees, the cut-off and the dispatching nation. */
    delivery: deliverySettingsSchema,
    /** The buy-back guarantee sold with card-paid orders. */
    buyBack: buyBackSettingsSchema,
    /** What a customer's cancellation of a paid order keeps back, as the Terms state. */
    cancellationFeeGbp: decimalString,
    /** Issue 33: the ID thresholds, so the form says up front what the customer must bring. */
    dueDiligence: dueDiligenceSettingsSchema,
  }),
  /**
   * Card payments (the payments service's numbers): off offers only reserve and pay in store and
   * hides delivery and the buy-back guarantee.
   */
  payments: z.object({
    cards: z.boolean(),
    /** Credit cards are taken as well as debit cards. */
    creditCards: z.boolean(),
    checkoutExpiryMinutes: z.number().int().positive(),
  }),
  /**
   * The development defaults (an example bureau) are in use for at least one detail: the site says
   * so in its footer. Production refuses to start with them.
   */
  placeholder: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The numbers the orders service enforces, asked of it by the gateway (RPC orders.settings). */
export const orderSettingsSchema = siteSettingsSchema.shape.orders;
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

/** Card payments as the payments service runs them (RPC payments.settings). */
export const paymentSettingsSchema = siteSettingsSchema.shape.payments;
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The bureau's details without the services' numbers (the gateway adds those). */
export type BureauSettings = Omit<SiteSettings, 'orders' | 'payments'>;

/** Hosts of examples and documentation: a link there is a placeholder, never the bureau's own. */
export function isPlaceholderUrl(value: string): boolean {
  return /^https?:\/\/([^/]*\.)?(example\.(com|org|net)|[^/]*\.(test|example|invalid|localhost))([:/]|$)/i.test(
    value,
  );
}

const editableLink = z
  .url({ protocol: /^https$/, message: 'must be an https:// address' })
  .max(300, { message: 'must be at most 300 characters' })
  .refine((value) => !isPlaceholderUrl(value), {
    message: "is a placeholder address: give the bureau's own page",
  })
  .nullable();

/**
 * What staff may change from the dashboard (Site settings): the footer's tagline, the social
 * pages and the money transfer partner. The legal identity, addresses and phone numbers are the
 * operator's (SITE_* settings), as the e-mails and the legal pages carry them. Null hides a link.
 */
export const siteEditsSchema = z
  .object({
    tagline: z
      .string()
      .trim()
      .min(1, { message: 'Please give a tagline' })
      .max(200, { message: 'must be at most 200 characters' }),
    facebook: editableLink,
    instagram: editableLink,
    x: editableLink,
    moneyTransfersUrl: editableLink,
  })
  .partial()
  .strict()
  .refine((edits) => Object.keys(edits).length > 0, { message: 'Nothing to change' });
export type SiteEdits = z.infer<typeof siteEditsSchema>;
export type SiteEditField = keyof SiteEdits;

/** One audited change of a staff-edited detail. */
export const siteChangeSchema = z.object({
  field: z.enum(['tagline', 'facebook', 'instagram', 'x', 'moneyTransfersUrl']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  changedBy: z.string(),
  changedAt: z.iso.datetime({ offset: true }),
});
export type SiteChange = z.infer<typeof siteChangeSchema>;

/** What staff have set (only the fields they changed) and the latest changes, newest first. */
export const siteEditsStateSchema = z.object({
  edits: z.object({
    tagline: z.string().optional(),
    facebook: z.string().nullable().optional(),
    instagram: z.string().nullable().optional(),
    x: z.string().nullable().optional(),
    moneyTransfersUrl: z.string().nullable().optional(),
  }),
  changes: z.array(siteChangeSchema),
});
export type SiteEditsState = z.infer<typeof siteEditsStateSchema>;

/** The Site settings screen: the site as served now, and who changed what. */
export const adminSiteSchema = z.object({
  site: siteSettingsSchema,
  changes: z.array(siteChangeSchema),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;
