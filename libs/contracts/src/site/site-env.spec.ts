import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { productionSiteEnv } from '@fx/service-kit/testing';
import { EXAMPLE_BUREAU } from './example';
import { SITE_ENV_VARIABLES, bureauFromEnv, refusePlaceholderSite, siteEnvShape } from './site-env';

const production = z.object(siteEnvShape).superRefine(refusePlaceholderSite);
const anywhere = z.object(siteEnvShape);

/** What is wrong with `source`, one line a problem, as a service names it when it refuses to start. */
function problemsOf(schema: z.ZodType, source: Record<string, string>): string[] {
  const result = schema.safeParse(source);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the bureau from SITE_* settings', () => {
  it("is the bureau's own when every detail is set, with no example note", () => {
    const bureau = bureauFromEnv(anywhere.parse({ ...productionSiteEnv }));
    expect(bureau).toMatchObject({
      brand: { name: 'Riverside Currency', logoUrl: null },
      company: { name: 'Riverside Currency Exchange Ltd', number: '09876543' },
      contact: { phone: '0117 496 0004', email: 'hello@riverside-currency.co.uk' },
      offices: [{ id: 'quay-street', collectionPoint: true }],
      social: { facebook: null, instagram: null, x: null },
      moneyTransfersUrl: null,
      placeholder: false,
    });
    expect(JSON.stringify(bureau)).not.toMatch(/Highstreet/);
  });

  it('falls back on the example bureau outside production, and says so', () => {
    const bureau = bureauFromEnv(anywhere.parse({ SITE_BRAND_NAME: 'Riverside Currency' }));
    expect(bureau.brand.name).toBe('Riverside Currency');
    expect(bureau.company).toEqual(EXAMPLE_BUREAU.company);
    expect(bureau.placeholder).toBe(true);
  });

  it('names what is wrong inside SITE_OFFICES', () => {
    expect(problemsOf(anywhere, { SITE_OFFICES: 'not json' })).toEqual([
      'SITE_OFFICES: must be a JSON list of offices',
    ]);
    expect(
      problemsOf(anywhere, {
        SITE_OFFICES: JSON.stringify([
          { id: 'Main St', name: 'Main', address: 'x', phone: '1', hours: [] },
        ]),
      }),
    ).toEqual([
      'SITE_OFFICES: 0.id: must be lower-case letters, digits and -',
      'SITE_OFFICES: 0.hours: must list the opening hours',
    ]);
    expect(problemsOf(anywhere, { SITE_OFFICES: '[]' })).toEqual([
      'SITE_OFFICES: must list at least one office',
    ]);
  });

  it('takes a logo as an http(s) address, a path on the site, or a PNG, SVG, JPEG or WebP data: URL', () => {
    const pixel =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    for (const logo of [
      'https://cdn.riverside-currency.co.uk/logo.svg',
      '/brand/logo.svg',
      `data:image/png;base64,${pixel}`,
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
      "data:image/svg+xml;charset=utf-8,<svg xmlns='http://www.w3.org/2000/svg'/>",
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
      'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
    ]) {
      expect([logo, problemsOf(anywhere, { SITE_LOGO_URL: logo })]).toEqual([logo, []]);
      expect(bureauFromEnv(anywhere.parse({ SITE_LOGO_URL: logo })).brand.logoUrl).toBe(logo);
    }
  });

  it('refuses any other data: URL as the logo, saying why', () => {
    const problem = (logo: string) => problemsOf(anywhere, { SITE_LOGO_URL: logo });
    const notAnImage = (type: string) =>
      `SITE_LOGO_URL: a data: URL must be a PNG, SVG, JPEG or WebP image (data:image/png;base64,…), not ${type}`;
    expect(problem('data:text/html;base64,PHNjcmlwdD4=')).toEqual([notAnImage('text/html')]);
    expect(problem('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toEqual([
      notAnImage('image/gif'),
    ]);
    expect(problem('data:,hello')).toEqual([notAnImage('untyped data')]);
    expect(problem('data:image/png')).toEqual([
      'SITE_LOGO_URL: a data: URL must read data:<type>[;base64],<the image>, with its comma',
    ]);
    expect(problem('data:image/png,not-base64')).toEqual([
      'SITE_LOGO_URL: a data:image/png URL must be base64-encoded (data:image/png;base64,…)',
    ]);
    expect(problem('data:image/webp;base64,')).toEqual([
      'SITE_LOGO_URL: a data:image/webp URL must carry the image after its comma',
    ]);
    expect(problem('data:image/jpeg;base64,<img src=x>')).toEqual([
      'SITE_LOGO_URL: a data:image/jpeg;base64 URL must carry base64 after its comma (A-Z, a-z, 0-9, +, /, =)',
    ]);
    // The other rules stand.
    for (const logo of ['javascript:alert(1)', 'ftp://cdn.riverside.co.uk/logo.png', 'logo.svg'])
      expect(problem(logo)).toEqual([
        'SITE_LOGO_URL: must be an https:// address, a path such as /brand/logo.svg, or a data:image/… URL',
      ]);
    expect(
      problemsOf(production, {
        ...productionSiteEnv,
        SITE_LOGO_URL: 'https://www.example.com/logo.svg',
      }),
    ).toEqual([
      "SITE_LOGO_URL: is a placeholder address (https://www.example.com/logo.svg): set the bureau's own or leave it unset",
    ]);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(problemsOf(anywhere, { SITE_COLOR_PRIMARY: 'navy' })).toEqual([
      'SITE_COLOR_PRIMARY: must be a colour written #rrggbb, e.g. #0b2545',
    ]);
  });
});

describe('production and the SITE_* settings', () => {
  it("starts with the bureau's own details", () => {
    expect(problemsOf(production, { ...productionSiteEnv })).toEqual([]);
  });

  it('refuses example company numbers, placeholder addresses and links, and bare home pages', () => {
    expect(
      problemsOf(production, {
        ...productionSiteEnv,
        SITE_COMPANY_NUMBER: '12345678',
        SITE_EMAIL: 'hello@riverside.example',
        SITE_FACEBOOK_URL: 'https://www.facebook.com/',
        SITE_INSTAGRAM_URL: 'https://www.instagram.com/riverside.currency',
        SITE_MONEY_TRANSFERS_URL: 'https://www.example.com/money-transfers',
      }),
    ).toEqual([
      "SITE_COMPANY_NUMBER: is an example number (12345678), not the company's",
      'SITE_EMAIL: is a placeholder address (hello@riverside.example) that receives no mail',
      "SITE_FACEBOOK_URL: is a bare home page (https://www.facebook.com/): link the bureau's own page or leave it unset",
      "SITE_MONEY_TRANSFERS_URL: is a placeholder address (https://www.example.com/money-transfers): set the bureau's own or leave it unset",
    ]);
  });

  it('names every missing detail at once', () => {
    const { SITE_PHONE: _phone, SITE_OFFICES: _offices, ...rest } = productionSiteEnv;
    expect(problemsOf(production, rest)).toEqual([
      "SITE_PHONE: is required in production: the bureau's phone number",
      'SITE_OFFICES: is required in production: the branches for the Contact page (JSON)',
    ]);
  });
});

describe("compose's .env.example", () => {
  it("shows every one of the bureau's SITE_* settings (the services' .env.example refer to it)", () => {
    const example = readFileSync(join(__dirname, '..', '..', '..', '..', '.env.example'), 'utf8');
    const shown = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(SITE_ENV_VARIABLES.filter((name) => !shown.includes(name))).toEqual([]);
  });
});
