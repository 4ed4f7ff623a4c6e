import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { UserRecord } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, outboxEntry } from '@fx/service-kit';
import type { UserChange } from '../stored-user';
import { toUserRecord } from '../user-record';
import { roleChange } from '../user-rules';
import { UsersRepository } from '../users.repository';
import { SetRoleCommand } from './set-role.command';

/**
 * Written with its user.roles_changed (the outbox), handed to the relay once committed. A grant of
 * a role held, or removal of one not held, changes nothing and announces nothing.
 */
@CommandHandler(SetRoleCommand)
export class SetRoleHandler implements ICommandHandler<SetRoleCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, role, grant, by }: SetRoleCommand): Promise<UserRecord> {
    const at = this.clock.now();
    const change = await this.users.changeRoles(
      userId,
      (user, admins) => roleChange(user, role, grant, by, admins, at),
      (written: UserChange) => {
        const before = written.before?.roles.includes(role) ?? false;
        if (before === written.after.roles.includes(role)) return undefined;
        return outboxEntry('user.roles_changed', {
          userId: written.after.id,
          email: written.after.email,
          role,
          change: grant ? 'granted' : 'removed',
          roles: toUserRecord(written.after).roles,
          by,
          at: at.toISOString(),
        });
      },
    );
    if (!change) throw new DomainError('USER_NOT_FOUND', 'No user with this id');
    if (change.event) this.relay.committed(change.event);
    return toUserRecord(change.after);
  }
}
