import { Controller, Get, Header } from '@nestjs/common';
import { siteSettingsSchema } from '@fx/contracts';
import type { SiteSettings } from '@fx/contracts';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { SiteSettingsService } from './site-settings.service';

/** GET /site: the bureau the site speaks for, and the order numbers it shows. */
@Controller('site')
export class SiteController {
  constructor(private readonly site: SiteSettingsService) {}

  @ApiRoute({
    summary:
      'The bureau the site speaks for (SITE_* settings) and the order numbers it enforces; 503 until the orders service has answered once',
    response: siteSettingsSchema,
    raises: { SERVICE_UNAVAILABLE: 'until the orders service has answered once' },
  })
  @Get()
  @Header('cache-control', 'public, max-age=60')
  get(): Promise<SiteSettings> {
    return this.site.current();
  }
}
