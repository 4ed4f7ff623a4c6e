import { Controller, Get, Put } from '@nestjs/common';
import { siteEditsSchema } from '@fx/contracts';
import type { AdminSite, SiteEdits } from '@fx/contracts';
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodForm } from '../http/zod-body';
import { SiteSettingsService } from '../site/site-settings.service';

/** Site settings: the details staff may change (tagline, social pages, transfer partner). Admins only. */
@Controller('admin/site')
export class AdminSiteController {
  constructor(private readonly site: SiteSettingsService) {}

  @Get()
  async get(): Promise<AdminSite> {
    const { changes } = await this.site.staffEdits();
    return { site: await this.site.current(), changes };
  }

  @Put()
  async update(
    @ZodForm(siteEditsSchema) edits: SiteEdits,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminSite> {
    const { changes } = await this.site.edit(edits, caller.identity.email);
    return { site: await this.site.current(), changes };
  }
}
