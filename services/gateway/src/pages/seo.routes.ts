import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { GatewayEnv } from '../config/env';
import { escapeHtml } from '../http/html-text';
import { errorBodyOf, sendError } from '../http/http-error.filter';
import type { PageRenderer } from './page-renderer';
import { publicOrigin } from './public-origin';

/** Search engines may keep these a few minutes: the currency list changes rarely. */
const CACHE_CONTROL = 'public, max-age=300';

/** The staff's and the customer's own screens: nothing there for a search engine. */
const KEPT_OUT = ['/dashboard', '/box', '/account'];

/**
 * /robots.txt and /sitemap.xml, on fastify itself (outside the API). The sitemap lists every
 * public page and a page per currency of the gateway's rate table, as absolute addresses on the
 * site's public origin (SITE_URL, else the request's); it exists where the public pages
 * are rendered (the SPA's server bundle is there).
 */
export function registerSeoRoutes(
  fastify: FastifyInstance,
  env: GatewayEnv,
  pages: PageRenderer,
  logger: Logger,
): void {
  fastify.get('/robots.txt', (request, reply) => {
    const lines = [
      'User-agent: *',
      ...KEPT_OUT.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicOrigin(env, request)}/sitemap.xml`,
    ];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(`${lines.join('\n')}\n`);
  });

  fastify.get('/sitemap.xml', async (request, reply) => {
    if (!pages.available) return reply.callNotFound();
    try {
      const origin = publicOrigin(env, request);
      const urls = ((await pages.sitemapPaths()) ?? []).map(
        (path) => `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`,
      );
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
            `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    } catch (error) {
      return sendError(reply, request, error, errorBodyOf(error), logger);
    }
  });
}
