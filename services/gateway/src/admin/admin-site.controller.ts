import { Controller, Get, Put } from '@nestjs/common';
import { adminSiteSchema, siteEditsSchema } from '@fx/contracts';
import type { AdminSite, SiteEdits } from '@fx/contracts';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodForm } from '../http/zod-body';
import { SiteSettingsService } from '../site/site-settings.service';

/** Site settings: the details staff may change (tagline, social pages, transfer partner). Admins only. */
@Controller('admin/site')
export class AdminSiteController {
  constructor(private readonly site: SiteSettingsService) {}

  @ApiRoute({
    summary: 'Site settings: the site as served, and who changed which detail when',
    response: adminSiteSchema,
  })
  @Get()
  async get(): Promise<AdminSite> {
    const { changes } = await this.site.staffEdits();
    return { site: await this.site.current(), changes };
  }

  @ApiRoute({
    summary:
      'Change the tagline, social pages or money transfer link (null hides a link); each change is audited',
    response: adminSiteSchema,
  })
  @Put()
  async update(
    @ZodForm(siteEditsSchema) edits: SiteEdits,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminSite> {
    const { changes } = await this.site.edit(edits, caller.identity.email);
    return { site: await this.site.current(), changes };
  }
}
