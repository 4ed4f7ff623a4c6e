import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { Clock, OutboxRelay, outboxEntry } from '@fx/service-kit';
import { FirebaseAccounts } from '../firebase-accounts';
import { UsersRepository } from '../users.repository';
import { EraseUserCommand } from './erase-user.command';

/**
 * Deletes the Firebase sign-in account first (so a failure leaves the record, and the erasure is
 * retried whole), then the record with its roles, written with user.erased (the outbox). Nothing
 * to erase answers `erased: false`.
 */
@CommandHandler(EraseUserCommand)
export class EraseUserHandler implements ICommandHandler<EraseUserCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: FirebaseAccounts,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  async execute({ by, reason }: EraseUserCommand): Promise<{ erased: boolean }> {
    const found = await this.users.findForErasure(by);
    const uid = found?.firebaseUid ?? by.firebaseUid;
    const accountDeleted = uid ? await this.accounts.delete(uid) : false;
    if (!found) return { erased: accountDeleted };
    const erased = await this.users.erase('id = :id', { id: found.id }, (user) =>
      outboxEntry('user.erased', {
        userId: user.id,
        reason,
        at: this.clock.now().toISOString(),
      }),
    );
    if (erased) this.relay.committed(erased.event);
    return { erased: Boolean(erased) || accountDeleted };
  }
}
