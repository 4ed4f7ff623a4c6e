import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteSettings } from '@fx/contracts';
import { shortName } from '../app-manifest/app-manifest';
import type { PageAnswer } from '../pages/page-renderer';
import { PageCompressor } from './compressed-page';
import { escapeHtml, scriptJson } from './html-text';
import { pathOf } from './request-context';

/** The manifest and the icon need no settings: the gateway makes them from the SITE_* ones. */
const INSTALL_LINKS =
  '<link rel="manifest" href="/manifest.webmanifest">' +
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">';

/**
 * The SPA's page for every address the API does not own, made for the bureau: its name in the
 * title and description, its colour as the theme colour, its web app manifest, home-screen icon
 * and name, and its settings in the page (so the first render needs no second request). Nothing
 * of a bureau is in the built index.html.
 */
export function renderIndex(html: string, site: SiteSettings | undefined): string {
  if (!site) return html.replace('</head>', () => `${INSTALL_LINKS}</head>`);
  const brand = escapeHtml(site.brand.name);
  const appTitle = `<meta name="apple-mobile-web-app-title" content="${escapeHtml(shortName(site.brand.name))}">`;
  return html
    .replace(/<title>([^<]*)<\/title>/, (_, title: string) => `<title>${title} | ${brand}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")([^"]*)(")/,
      (_, open: string, text: string, close: string) => `${open}${text} with ${brand}.${close}`,
    )
    .replace(
      /(<meta\s+name="theme-color"\s+content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${site.brand.colors.primary}${close}`,
    )
    .replace(
      '</head>',
      () =>
        `${INSTALL_LINKS}${appTitle}<script id="site-settings" type="application/json">${scriptJson(site)}</script></head>`,
    );
}

/** The SPA's index.html, read once, for every page address the API does not own. */
export class SpaIndex {
  private readonly html?: string;
  private readonly compressor = new PageCompressor();
  private shell?: { site: SiteSettings | undefined; html: string };

  constructor(
    readonly dir: string,
    private readonly settings: () => Promise<SiteSettings | undefined>,
    /** The page rendered on the server, for the public pages (pages/page-renderer.ts). */
    private readonly rendered?: (
      request: FastifyRequest,
      shell: string,
      site: SiteSettings,
    ) => Promise<PageAnswer | undefined>,
  ) {
    const file = dir ? join(dir, 'index.html') : '';
    this.html = file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  get available(): boolean {
    return this.html !== undefined;
  }

  /** The index made for the bureau: the same string while the settings are the same object. */
  private shellFor(site: SiteSettings | undefined): string {
    if (this.shell && this.shell.site === site) return this.shell.html;
    const html = renderIndex(this.html ?? '', site);
    this.shell = { site, html };
    return html;
  }

  serves(request: FastifyRequest): boolean {
    if (!this.html || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = pathOf(request.url);
    return (
      !path.startsWith('/api/') && !path.startsWith('/health/') && !/\.[a-z0-9]{1,8}$/i.test(path)
    );
  }

  /**
   * The page: a public one rendered on the server, its content in it (404 for an address no page
   * has, a redirect from another spelling of its address to its own); otherwise, or without the settings (the orders service not answering yet, the SPA then
   * asks for them), the SPA's page for the browser to render. Compressed when the browser
   * accepts it.
   */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const site = await this.settings();
    const shell = this.shellFor(site);
    const page = site && this.rendered ? await this.rendered(request, shell, site) : undefined;
    if (page && 'location' in page) return reply.redirect(page.location, page.status);
    const { body, encoding } = await this.compressor.compressed(
      page?.html ?? shell,
      request.headers['accept-encoding'],
    );
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .status(page?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  }
}
