import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type {
  CollectionBranchList,
  CurrencyTable,
  PrerenderBundle,
  PrerenderRedirect,
  PrerenderedPage,
  SiteSettings,
} from '@fx/contracts';
import { Clock, EventSubscriber, INSTANCE_ID, LOGGER, RpcClient } from '@fx/service-kit';
import { RateTable } from '@fx/rate-table';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';
import { scriptJson } from '../http/html-text';
import { pathOf } from '../http/request-context';
import { Remembered } from '../site/remembered';
import { pageDocument } from './page-document';
import { loadPrerenderBundle } from './prerender-bundle';
import { publicOrigin } from './public-origin';

/**
 * How long a rendered page is reused while the rate table, the settings and the branches stay
 * the same: a burst of visitors costs one render, and the page's moment ("Rates updated 14:05
 * today", "Collect today") is never older than this.
 */
const PAGE_TTL_MS = 15_000;
/**
 * The branches' days: staff change them at any moment, the browser re-reads them. A change of
 * stock (stock.changed) is seen at once.
 */
const BRANCHES_TTL_MS = 15_000;
/** Rendered pages kept at most (addresses nobody has are rendered too, as 404 pages). */
const MAX_PAGES = 500;

/** A page as rendered, with its state already written as script-safe JSON. */
export type RenderedPage = Omit<PrerenderedPage, 'state'> & { stateJson: string };

/** What the gateway sends for a page address: the page, or where its canonical address is. */
export type PageAnswer = { status: number; html: string } | PrerenderRedirect;

interface Remembering {
  etag: string;
  settings: string;
  branches: CollectionBranchList | undefined;
  at: number;
  page: Promise<RenderedPage | PrerenderRedirect | undefined>;
}

/**
 * The public pages rendered on the server (the SPA's server bundle) from what this gateway holds:
 * its in-memory rate table (the one GET /api/v1/currencies serves, so a page is never older than
 * it), the site's settings and the branches.
 */
@Injectable()
export class PageRenderer implements OnApplicationBootstrap {
  private readonly bundle?: PrerenderBundle;
  private readonly branches: Remembered<CollectionBranchList>;
  private readonly pages = new Map<string, Remembering>();
  private readonly settingsJsons = new WeakMap<SiteSettings, string>();
  private readonly documents = new WeakMap<
    RenderedPage,
    { shell: string; origin: string; html: string }
  >();

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly table: RateTable,
    rpc: RpcClient,
    private readonly subscriber: EventSubscriber,
    private readonly clock: Clock,
  ) {
    // Without the SPA (SPA_DIR=none) there is no page to render into.
    this.bundle = env.SPA_DIR ? loadPrerenderBundle(env.SSR_DIR, logger) : undefined;
    this.branches = new Remembered(() => rpc.request('orders.branches.list', {}), BRANCHES_TTL_MS);
  }

  /**
   * A currency marked order-in or out of stock changes the collection day the home page offers:
   * the next page asks for the branches again (and, seeing new ones, is rendered again) instead
   * of showing the old stock for up to BRANCHES_TTL_MS.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.bundle) return;
    await this.subscriber.subscribe({
      queue: `gateway.page-stock.${INSTANCE_ID}.${randomBytes(4).toString('hex')}`,
      exclusive: true,
      events: ['stock.changed'],
      handler: () => this.branches.expire(),
    });
  }

  get available(): boolean {
    return this.bundle !== undefined;
  }

  /**
   * The whole page for the request: the SPA's page (`shell`) with the page rendered in it, or
   * undefined for the plain SPA's page (staff and customer screens). A page that cannot be
   * rendered (the rate table unreachable, a bug) is logged and served as the plain SPA: the
   * visitor's browser renders it as before.
   */
  async document(
    request: FastifyRequest,
    shell: string,
    site: SiteSettings,
  ): Promise<PageAnswer | undefined> {
    const pathname = pathOf(request.url);
    try {
      const origin = publicOrigin(this.env, request);
      const page = await this.render(pathname, site, origin);
      if (!page) return undefined;
      if (page.status === 301) {
        const query = request.url.slice(pathname.length);
        return { status: 301, location: `${page.location}${query}` };
      }
      return { status: page.status, html: this.documentOf(page, shell, origin, site) };
    } catch (error) {
      this.logger.error({ err: error, url: pathname }, 'page not rendered: the plain SPA served');
      return undefined;
    }
  }

  /**
   * The whole document of a rendered page: made once for the page and the shell, origin and
   * settings it is sent with, then the same string for every request (so the compressed forms
   * made of it are found again).
   */
  private documentOf(page: RenderedPage, shell: string, origin: string, site: SiteSettings) {
    const made = this.documents.get(page);
    if (made && made.shell === shell && made.origin === origin) return made.html;
    const html = pageDocument(shell, page, origin, site);
    this.documents.set(page, { shell, origin, html });
    return html;
  }

  /** The page at `pathname`, or undefined for the plain SPA's page. */
  private async render(pathname: string, site: SiteSettings, origin: string) {
    const bundle = this.bundle;
    if (!bundle) return undefined;
    const [table, branches] = await Promise.all([this.table.table(), this.branches.soon()]);
    const { etag } = await this.table.get();
    const settings = this.settingsJson(site);
    const known = this.pages.get(pathname);
    if (
      known &&
      known.etag === etag &&
      known.settings === settings &&
      known.branches === branches &&
      Date.now() - known.at < PAGE_TTL_MS
    ) {
      return known.page;
    }
    const page = this.renderNow(bundle, { pathname, origin, site, table, branches });
    this.remember(pathname, { etag, settings, branches, at: Date.now(), page });
    return page;
  }

  /** The settings as JSON, to compare with a page's: written once per settings object. */
  private settingsJson(site: SiteSettings): string {
    let json = this.settingsJsons.get(site);
    if (json === undefined) {
      json = JSON.stringify(site);
      this.settingsJsons.set(site, json);
    }
    return json;
  }

  /** Every public page's path, for /sitemap.xml. */
  async sitemapPaths(): Promise<string[] | undefined> {
    return this.bundle?.sitemapPaths(await this.table.table());
  }

  private async renderNow(
    bundle: PrerenderBundle,
    input: {
      pathname: string;
      origin: string;
      site: SiteSettings;
      table: CurrencyTable;
      branches: CollectionBranchList | undefined;
    },
  ): Promise<RenderedPage | PrerenderRedirect | undefined> {
    const { pathname, branches, ...rest } = input;
    const page = await bundle.render({
      ...rest,
      url: pathname,
      ...(branches ? { branches } : {}),
      // The collection days and "today" on the page: the gateway's clock (a test's FX_TEST_NOW).
      now: this.clock.now().getTime(),
    });
    if (!page || page.status === 301) return page;
    const { state, ...parts } = page;
    return { ...parts, stateJson: scriptJson(state) };
  }

  private remember(pathname: string, entry: Remembering): void {
    this.pages.delete(pathname);
    if (this.pages.size >= MAX_PAGES) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
    this.pages.set(pathname, entry);
    // A render that failed is not kept: the next request tries again.
    entry.page.catch(() => {
      if (this.pages.get(pathname) === entry) this.pages.delete(pathname);
    });
  }
}
