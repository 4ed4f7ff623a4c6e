import { Command } from '@nestjs/cqrs';
import type { UserRecord } from '@fx/contracts';

/** Make Admin: an admin makes another user admin. */
export class PromoteUserCommand extends Command<UserRecord> {
  constructor(
    readonly userId: string,
    readonly promotedBy: string,
  ) {
    super();
  }
}
