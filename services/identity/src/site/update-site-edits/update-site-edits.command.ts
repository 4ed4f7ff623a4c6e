import { Command } from '@nestjs/cqrs';
import type { SiteEdits, SiteEditsState } from '@fx/contracts';

/** Staff change some of the site's details; each change is kept with who made it and when. */
export class UpdateSiteEditsCommand extends Command<SiteEditsState> {
  constructor(
    readonly edits: SiteEdits,
    /** What the site showed for each edited field before: the audit's "from" on a first edit. */
    readonly shown: SiteEditsState['edits'],
    readonly changedBy: string,
  ) {
    super();
  }
}
