import { Controller, Get, Header } from '@nestjs/common';
import type { SiteSettings } from '@fx/contracts';
import { SiteSettingsService } from './site-settings.service';

/** GET /site: the bureau the site speaks for, and the order numbers it shows. */
@Controller('site')
export class SiteController {
  constructor(private readonly site: SiteSettingsService) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  get(): Promise<SiteSettings> {
    return this.site.current();
  }
}
