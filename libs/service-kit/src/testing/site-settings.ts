import { EnvError } from '../config/parse-env';

/** A real-looking bureau's SITE_* settings: what production starts with (no example details). */
export const productionSiteEnv: Readonly<Record<string, string>> = {
  SITE_BRAND_NAME: 'Riverside Currency',
  SITE_TAGLINE: 'Travel money by the river, at the rates you see online.',
  SITE_COMPANY_NAME: 'Riverside Currency Exchange Ltd',
  SITE_COMPANY_NUMBER: '09876543',
  SITE_REGISTERED_ADDRESS: '4 Quay Street, Bristol BS1 4DB',
  SITE_ADDRESS: '4 Quay Street, Bristol BS1 4DB',
  SITE_PHONE: '0117 496 0004',
  SITE_EMAIL: 'hello@riverside-currency.co.uk',
  SITE_OFFICES: JSON.stringify([
    {
      id: 'quay-street',
      name: 'Quay Street',
      address: '4 Quay Street, Bristol BS1 4DB',
      phone: '0117 496 0004',
      hours: [{ days: 'Monday to Saturday', opens: '09:00', closes: '17:30' }],
      collectionPoint: true,
    },
  ]),
};

/** What a service that reads SITE_* says in production when none of them is set. */
export const siteSettingsRequired: readonly string[] = [
  "SITE_BRAND_NAME: is required in production: the bureau's trading name",
  'SITE_TAGLINE: is required in production: the line under the brand in the footer',
  "SITE_COMPANY_NAME: is required in production: the company's registered name",
  'SITE_COMPANY_NUMBER: is required in production: the Companies House number',
  "SITE_REGISTERED_ADDRESS: is required in production: the company's registered office",
  "SITE_ADDRESS: is required in production: the main branch's address",
  "SITE_PHONE: is required in production: the bureau's phone number",
  "SITE_EMAIL: is required in production: the bureau's public e-mail address",
  'SITE_OFFICES: is required in production: the branches for the Contact page (JSON)',
];

/**
 * The problems a service names when it refuses to start with `source` (its loadEnv), or a test
 * failure saying `service` accepted the configuration.
 */
export function envProblems(
  service: string,
  loadEnv: (source: NodeJS.ProcessEnv) => unknown,
  source: Record<string, string>,
): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error(`${service} accepted the configuration`);
}
