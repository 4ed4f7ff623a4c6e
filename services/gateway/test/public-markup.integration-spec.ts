import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, cjsResolver, formatterFactory } from 'html-validate';
import { memoryLogger } from '@fx/service-kit/testing';
import { injectInto } from './support/gateway-harness';
import { startGatewayStack } from './support/gateway-stack';
import { FRONTEND, SPA, ensureSpaBuilt } from './support/spa-build';
import type { GatewayStack } from './support/gateway-stack';

const ORIGIN = 'https://www.riverside.example';

describe('the public pages, as the gateway serves them, in an HTML validator', () => {
  const { logger } = memoryLogger('gateway');
  let stack: GatewayStack;
  const get = (url: string) => injectInto(stack.gateway, 'GET', url);

  beforeAll(async () => {
    ensureSpaBuilt();
    stack = await startGatewayStack({
      label: 'gw-markup',
      logger,
      services: { rates: {}, orders: {}, identity: {} },
      gateway: { ...SPA, SITE_URL: ORIGIN },
    });
  }, 180_000);

  // Three services stop gracefully: on a loaded machine that has taken over 30 s.
  afterAll(async () => {
    await stack?.close();
  }, 90_000);

  it('finds no error on any page of the sitemap nor on the not-found page (html-validate, recommended rules)', async () => {
    const sitemap = await get('/sitemap.xml');
    const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]!.slice(ORIGIN.length),
    );
    expect(paths.length).toBeGreaterThanOrEqual(75);
    const validator = new HtmlValidate(new FileSystemConfigLoader([cjsResolver()]));
    const text = formatterFactory('text');
    const reports: string[] = [];
    let errors = 0;
    for (const path of [...paths, '/no-such-page']) {
      const page = await get(path);
      expect({ path, status: page.statusCode }).toEqual({
        path,
        status: path === '/no-such-page' ? 404 : 200,
      });
      // The config the CLI reads for the SPA (frontend/.htmlvalidate.cjs), found from this name.
      const report = await validator.validateString(
        page.body,
        join(FRONTEND, `served${path === '/' ? '/index' : path}.html`),
      );
      errors += report.errorCount;
      if (!report.valid) reports.push(text(report.results));
    }
    expect({ errors, reports }).toEqual({ errors: 0, reports: [] });
  }, 120_000); // some 90 pages: about 5 s alone, far longer on a loaded machine
});
