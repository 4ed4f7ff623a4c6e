import { Query } from '@nestjs/cqrs';
import type { LiveMode } from '@fx/contracts';

/** Staff's view of live mode: the switch, the provider's record, whether the rates are stale. */
export class GetLiveModeQuery extends Query<LiveMode> {}
