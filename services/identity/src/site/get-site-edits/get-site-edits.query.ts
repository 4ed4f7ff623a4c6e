import { Query } from '@nestjs/cqrs';
import type { SiteEditsState } from '@fx/contracts';

/** What staff have set of the site's details (Site settings), and the latest changes. */
export class GetSiteEditsQuery extends Query<SiteEditsState> {}
