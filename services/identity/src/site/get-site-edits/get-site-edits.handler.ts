import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { SiteEditsState } from '@fx/contracts';
import { SiteEditsRepository } from '../site-edits.repository';
import { GetSiteEditsQuery } from './get-site-edits.query';

@QueryHandler(GetSiteEditsQuery)
export class GetSiteEditsHandler implements IQueryHandler<GetSiteEditsQuery> {
  constructor(private readonly edits: SiteEditsRepository) {}

  execute(): Promise<SiteEditsState> {
    return this.edits.state();
  }
}
