import { Command } from '@nestjs/cqrs';
import type { GrantableRole, UserRecord } from '@fx/contracts';
import type { RoleChanger } from '../user-rules';

/** Grant or remove a role (Users screen; admin:grant --role from the shell). */
export class SetRoleCommand extends Command<UserRecord> {
  constructor(
    readonly userId: string,
    readonly role: GrantableRole,
    readonly grant: boolean,
    readonly by: RoleChanger,
  ) {
    super();
  }
}
