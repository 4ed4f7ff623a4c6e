import { z } from 'zod';
import { isPlaceholderEmail } from '../common/placeholders';
import { EXAMPLE_BUREAU } from './example';
import { isPlaceholderUrl, officesSchema } from './settings';
import type { BureauSettings } from './settings';

/**
 * The bureau's own details, from SITE_* settings that the services read alike (the gateway
 * serves them to the SPA, notifications signs its e-mails with them). Outside production an unset
 * detail falls back to an example bureau, labelled as such on the site; production has no
 * fallback and refuses to start without the bureau's own.
 */

/** What production asks for when a detail is unset: what the detail is. */
const REQUIRED_IN_PRODUCTION = {
  SITE_BRAND_NAME: "the bureau's trading name",
  SITE_TAGLINE: 'the line under the brand in the footer',
  SITE_COMPANY_NAME: "the company's registered name",
  SITE_COMPANY_NUMBER: 'the Companies House number',
  SITE_REGISTERED_ADDRESS: "the company's registered office",
  SITE_ADDRESS: "the main branch's address",
  SITE_PHONE: "the bureau's phone number",
  SITE_EMAIL: "the bureau's public e-mail address",
  SITE_OFFICES: 'the branches for the Contact page (JSON)',
} as const;

/** Company numbers of examples and documentation, never a real company's. */
const EXAMPLE_COMPANY_NUMBERS = new Set([
  '12345678',
  '00000000',
  '01234567',
  '87654321',
  '99999999',
]);

const text = z.string().trim().min(1);
const colour = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, { message: 'must be a colour written #rrggbb, e.g. #0b2545' });
const link = z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' });
const offices = z.string().transform((value, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON list of offices' });
    return z.NEVER;
  }
  const result = officesSchema.safeParse(parsed);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({
      code: 'custom',
      message: issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    });
  return z.NEVER;
});

/** The images a logo may be given inline as (a data: URL), and how each is written. */
const LOGO_DATA_TYPES: Readonly<Record<string, 'base64' | 'base64 or text'>> = {
  'image/png': 'base64',
  'image/svg+xml': 'base64 or text',
  'image/jpeg': 'base64',
  'image/webp': 'base64',
};

/** What is wrong with a data: URL as the logo, or nothing. */
function logoDataProblem(value: string): string | undefined {
  const parts = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/s.exec(value);
  if (!parts) return 'a data: URL must read data:<type>[;base64],<the image>, with its comma';
  const type = parts[1]!.trim().toLowerCase();
  if (!LOGO_DATA_TYPES[type])
    return `a data: URL must be a PNG, SVG, JPEG or WebP image (data:image/png;base64,…), not ${type || 'untyped data'}`;
  const base64 = parts[2]!.toLowerCase().split(';').includes('base64');
  if (LOGO_DATA_TYPES[type] === 'base64' && !base64)
    return `a data:${type} URL must be base64-encoded (data:${type};base64,…)`;
  const data = parts[3]!;
  if (!data) return `a data:${type} URL must carry the image after its comma`;
  if (base64 && !/^[A-Za-z0-9+/]+={0,2}$/.test(data))
    return `a data:${type};base64 URL must carry base64 after its comma (A-Z, a-z, 0-9, +, /, =)`;
  return undefined;
}

/**
 * SITE_LOGO_URL: an http(s):// address, a path on the site, or the image itself as a data: URL
 * of a PNG, SVG, JPEG or WebP (any other data: is refused, saying why).
 */
const logoUrl = z.string().superRefine((value, ctx) => {
  const problem = value.startsWith('data:')
    ? logoDataProblem(value)
    : value.startsWith('/') || link.safeParse(value).success
      ? undefined
      : 'must be an https:// address, a path such as /brand/logo.svg, or a data:image/… URL';
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The SITE_* settings, each optional here (the defaults and production's rules come after). */
export const siteEnvShape = {
  SITE_BRAND_NAME: text.optional(),
  SITE_TAGLINE: text.optional(),
  /** An image (https://, a path on the site, or a data: URL) shown instead of the drawn mark. */
  SITE_LOGO_URL: logoUrl.optional(),
  SITE_COLOR_PRIMARY: colour.optional(),
  SITE_COLOR_ACCENT: colour.optional(),
  SITE_COLOR_HIGHLIGHT: colour.optional(),
  SITE_COMPANY_NAME: text.optional(),
  SITE_COMPANY_NUMBER: text.optional(),
  SITE_COMPANY_REGISTERED_IN: text.optional(),
  SITE_REGISTERED_ADDRESS: text.optional(),
  SITE_ADDRESS: text.optional(),
  SITE_PHONE: text.optional(),
  SITE_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  /** JSON: [{ id, name, address, phone, hours: [{ days, opens, closes }], collectionPoint }]. */
  SITE_OFFICES: offices.optional(),
  SITE_FACEBOOK_URL: link.optional(),
  SITE_INSTAGRAM_URL: link.optional(),
  SITE_X_URL: link.optional(),
  SITE_MONEY_TRANSFERS_URL: link.optional(),
};

/** The SITE_* variables' names, in order: what the root .env.example shows once for every service. */
export const SITE_ENV_VARIABLES: readonly string[] = Object.keys(siteEnvShape).sort();

type SiteEnv = { [K in keyof typeof siteEnvShape]?: z.infer<(typeof siteEnvShape)[K]> };

const SOCIAL_LINKS: ReadonlySet<string> = new Set([
  'SITE_FACEBOOK_URL',
  'SITE_INSTAGRAM_URL',
  'SITE_X_URL',
]);
const LINKS = ['SITE_LOGO_URL', ...SOCIAL_LINKS, 'SITE_MONEY_TRANSFERS_URL'];

/**
 * Production's rules for the SITE_* settings: every detail of the bureau set (no example one), no
 * example company number, no address or link that cannot be real. One issue per setting.
 */
export function refusePlaceholderSite(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const problem = (key: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [key], message });
  const textOf = (key: string) => (typeof env[key] === 'string' ? env[key] : undefined);
  for (const [key, what] of Object.entries(REQUIRED_IN_PRODUCTION)) {
    if (env[key] === undefined) problem(key, `is required in production: ${what}`);
  }
  const number = textOf('SITE_COMPANY_NUMBER');
  if (number && EXAMPLE_COMPANY_NUMBERS.has(number.replace(/\s/g, '')))
    problem('SITE_COMPANY_NUMBER', `is an example number (${number}), not the company's`);
  const email = textOf('SITE_EMAIL');
  if (email && isPlaceholderEmail(email))
    problem('SITE_EMAIL', `is a placeholder address (${email}) that receives no mail`);
  for (const key of LINKS) {
    const value = textOf(key);
    if (!value) continue;
    if (isPlaceholderUrl(value))
      problem(key, `is a placeholder address (${value}): set the bureau's own or leave it unset`);
    else if (SOCIAL_LINKS.has(key) && /^https?:\/\/[^/]+\/?$/.test(value))
      problem(key, `is a bare home page (${value}): link the bureau's own page or leave it unset`);
  }
}

/** The bureau as the settings describe it, the example bureau filling what is unset. */
export function bureauFromEnv(env: SiteEnv): BureauSettings {
  const example = EXAMPLE_BUREAU;
  const placeholder = (Object.keys(REQUIRED_IN_PRODUCTION) as (keyof SiteEnv)[]).some(
    (key) => env[key] === undefined,
  );
  return {
    brand: {
      name: env.SITE_BRAND_NAME ?? example.brand.name,
      tagline: env.SITE_TAGLINE ?? example.brand.tagline,
      logoUrl: env.SITE_LOGO_URL ?? null,
      colors: {
        primary: env.SITE_COLOR_PRIMARY ?? example.brand.colors.primary,
        accent: env.SITE_COLOR_ACCENT ?? example.brand.colors.accent,
        highlight: env.SITE_COLOR_HIGHLIGHT ?? example.brand.colors.highlight,
      },
    },
    company: {
      name: env.SITE_COMPANY_NAME ?? example.company.name,
      number: env.SITE_COMPANY_NUMBER ?? example.company.number,
      registeredIn: env.SITE_COMPANY_REGISTERED_IN ?? example.company.registeredIn,
      registeredAddress: env.SITE_REGISTERED_ADDRESS ?? example.company.registeredAddress,
    },
    contact: {
      address: env.SITE_ADDRESS ?? example.contact.address,
      phone: env.SITE_PHONE ?? example.contact.phone,
      email: env.SITE_EMAIL ?? example.contact.email,
    },
    offices: env.SITE_OFFICES ?? example.offices,
    social: {
      facebook: env.SITE_FACEBOOK_URL ?? null,
      instagram: env.SITE_INSTAGRAM_URL ?? null,
      x: env.SITE_X_URL ?? null,
    },
    moneyTransfersUrl: env.SITE_MONEY_TRANSFERS_URL ?? null,
    placeholder,
  };
}
