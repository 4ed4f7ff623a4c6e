import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { UserRecord } from '@fx/contracts';
import { Clock, OutboxRelay, isUniqueViolation } from '@fx/service-kit';
import { toUserRecord } from '../user-record';
import { userPromoted } from '../user-promoted';
import { signInWrite } from '../user-rules';
import { BOOTSTRAP_ADMINS } from '../users.tokens';
import { UsersRepository } from '../users.repository';
import { SignInUserCommand } from './sign-in-user.command';

/**
 * A record starts as `user`; a bootstrap admin's (configuration) as `admin`, once Firebase has
 * verified the e-mail, written with its user.promoted (the outbox), handed to the relay once
 * committed.
 */
@CommandHandler(SignInUserCommand)
export class SignInUserHandler implements ICommandHandler<SignInUserCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(BOOTSTRAP_ADMINS) private readonly bootstrapAdmins: ReadonlySet<string>,
  ) {}

  async execute({ claims }: SignInUserCommand): Promise<UserRecord> {
    const bootstrap = claims.emailVerified && this.bootstrapAdmins.has(claims.email.toLowerCase());
    try {
      const change = await this.users.signIn(
        claims.firebaseUid,
        claims.email,
        (found) => signInWrite(found, claims, bootstrap, this.clock.now()),
        (written) => userPromoted(written, this.clock.now()),
      );
      if (change.event) this.relay.committed(change.event);
      return toUserRecord(change.after);
    } catch (error) {
      // Two first sign-ins of the same person at once: the other one created the record.
      if (isUniqueViolation(error)) return this.execute(new SignInUserCommand(claims));
      throw error;
    }
  }
}
