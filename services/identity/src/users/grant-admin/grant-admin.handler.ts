import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '@fx/service-kit';
import { adminGrant } from '../user-rules';
import { UsersRepository } from '../users.repository';
import { GrantAdminCommand } from './grant-admin.command';
import type { AdminGranted } from './grant-admin.command';

/** Takes effect only for someone whose e-mail Firebase has verified (the rules: user-rules.ts). */
@CommandHandler(GrantAdminCommand)
export class GrantAdminHandler implements ICommandHandler<GrantAdminCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ email, grantedBy }: GrantAdminCommand): Promise<AdminGranted> {
    const { after } = await this.users.changeByEmail(email, (existing) =>
      adminGrant(existing, email, grantedBy, this.clock.now()),
    );
    return { email: after.email, role: 'admin', signedInYet: after.firebaseUid !== null };
  }
}
