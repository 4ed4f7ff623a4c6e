import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { UserRecord } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay } from '@fx/service-kit';
import { toUserRecord } from '../user-record';
import { userPromoted } from '../user-promoted';
import { promotion } from '../user-rules';
import { UsersRepository } from '../users.repository';
import { PromoteUserCommand } from './promote-user.command';

/**
 * Written with its user.promoted (the outbox), handed to the relay once committed. Promoting an
 * admin again changes nothing and announces nothing.
 */
@CommandHandler(PromoteUserCommand)
export class PromoteUserHandler implements ICommandHandler<PromoteUserCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, promotedBy }: PromoteUserCommand): Promise<UserRecord> {
    const change = await this.users.changeById(
      userId,
      (user) => promotion(user, promotedBy, this.clock.now()),
      (written) => userPromoted(written, this.clock.now()),
    );
    if (!change) throw new DomainError('USER_NOT_FOUND', 'No user with this id');
    if (change.event) this.relay.committed(change.event);
    return toUserRecord(change.after);
  }
}
