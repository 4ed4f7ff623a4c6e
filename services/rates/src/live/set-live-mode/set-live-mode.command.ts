import { Command } from '@nestjs/cqrs';
import type { LiveMode, LiveModeUpdate } from '@fx/contracts';

/** Staff switch live mode ('Get the Latest') on or off, or change its interval. */
export class SetLiveModeCommand extends Command<LiveMode> {
  constructor(
    readonly change: LiveModeUpdate,
    readonly changedBy: string,
  ) {
    super();
  }
}
