import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { renderAsync } from '@resvg/resvg-js';
import type { Logger } from 'pino';
import type { SiteSettings } from '@fx/contracts';
import { LOGGER } from '@fx/service-kit';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';
import { SiteSettingsService } from '../site/site-settings.service';
import { APP_ICONS, appManifest } from './app-manifest';
import type { IconPath } from './app-manifest';
import { iconSvg } from './icon-svg';
import { logoDataUrl } from './logo-image';

/** A body and the ETag that names it. */
export interface Tagged<T> {
  body: T;
  etag: string;
}

/** The icons of one version of the brand: its logo read once, each PNG drawn once. */
interface Drawn {
  version: string;
  colors: SiteSettings['brand']['colors'];
  logo: Promise<string | undefined>;
  pngs: Map<IconPath, Promise<Buffer>>;
}

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * The web app manifest and its icons, made at run time from the site's brand: the icons are drawn
 * as SVG (the bureau's logo, or the drawn mark in its colours) and rendered to PNG with resvg,
 * kept in memory for the brand's current version only.
 */
@Injectable()
export class AppIconsService {
  private drawn?: Drawn;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly site: SiteSettingsService,
  ) {}

  /** The manifest as JSON, its ETag changing with the brand. */
  async manifest(): Promise<Tagged<string>> {
    const brand = await this.site.brand();
    const body = JSON.stringify(appManifest(brand, this.drawnFor(brand).version));
    return { body, etag: `"${hashOf(body)}"` };
  }

  /** The PNG at `path` for the current brand. */
  async icon(path: IconPath): Promise<Tagged<Buffer>> {
    const drawn = this.drawnFor(await this.site.brand());
    let png = drawn.pngs.get(path);
    if (!png) {
      png = this.render(path, drawn);
      drawn.pngs.set(path, png);
      // A render that failed is not kept: the next request tries again.
      png.catch(() => drawn.pngs.delete(path));
    }
    return { body: await png, etag: `"${drawn.version}-${APP_ICONS[path].size}"` };
  }

  /** What is drawn for this brand: the same while its logo and colours stay the same. */
  private drawnFor(brand: SiteSettings['brand']): Drawn {
    const version = hashOf({ logoUrl: brand.logoUrl, colors: brand.colors });
    if (this.drawn?.version !== version)
      this.drawn = {
        version,
        colors: brand.colors,
        logo: this.logo(brand.logoUrl),
        pngs: new Map(),
      };
    return this.drawn;
  }

  /** The logo as a data: URL, or undefined for the drawn mark (no logo, or one not readable). */
  private async logo(logoUrl: string | null): Promise<string | undefined> {
    if (!logoUrl) return undefined;
    try {
      return await logoDataUrl(logoUrl, this.env.SPA_DIR, this.env.SITE_URL);
    } catch (error) {
      this.logger.warn(
        { logoUrl: logoUrl.slice(0, 100), reason: (error as Error).message },
        "the site's logo could not be read: the app icons show the drawn mark",
      );
      return undefined;
    }
  }

  /** The icon drawn and rendered; a logo resvg cannot draw gives the mark, with a warning. */
  private async render(path: IconPath, drawn: Drawn): Promise<Buffer> {
    const { size, art } = APP_ICONS[path];
    const png = (logo: string | undefined) =>
      renderAsync(iconSvg(art, drawn.colors, logo), {
        fitTo: { mode: 'width', value: size },
        font: { loadSystemFonts: false },
      }).then((image) => image.asPng());
    const logo = await drawn.logo;
    if (!logo) return png(undefined);
    return png(logo).catch((error: unknown) => {
      this.logger.warn(
        { err: error },
        "the site's logo could not be drawn: the app icons show the drawn mark",
      );
      return png(undefined);
    });
  }
}
