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

/** An instant a test sets a service's clock to. */
const TEST_NOW = '2026-11-25T20:40:00+00:00';

/**
 * What a service makes of FX_TEST_NOW: the problems production names with it added to a
 * configuration it otherwise starts on, and the instant `local` runs at with it.
 */
export function testClockOutcomes(
  loadEnv: (source: NodeJS.ProcessEnv) => { FX_TEST_NOW?: string | undefined },
  production: Record<string, string>,
  local: Record<string, string>,
): { production: string[]; local: string | undefined } {
  return {
    production: envProblems('production', loadEnv, { ...production, FX_TEST_NOW: TEST_NOW }),
    local: loadEnv({ ...local, FX_TEST_NOW: TEST_NOW }).FX_TEST_NOW,
  };
}

/** testClockOutcomes of a service that refuses a test clock in production, naming it. */
export const TEST_CLOCK_REFUSED = {
  production: ['FX_TEST_NOW: must not be set in production: it sets the clock for tests'],
  local: TEST_NOW,
};
