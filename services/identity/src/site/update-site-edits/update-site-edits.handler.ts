import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { SiteEditsState } from '@fx/contracts';
import { SiteEditsRepository } from '../site-edits.repository';
import { UpdateSiteEditsCommand } from './update-site-edits.command';

/** The edits and their audit written, then the settings as they now stand. */
@CommandHandler(UpdateSiteEditsCommand)
export class UpdateSiteEditsHandler implements ICommandHandler<UpdateSiteEditsCommand> {
  constructor(private readonly edits: SiteEditsRepository) {}

  async execute({ edits, shown, changedBy }: UpdateSiteEditsCommand): Promise<SiteEditsState> {
    await this.edits.apply(edits, shown, changedBy);
    return this.edits.state();
  }
}
