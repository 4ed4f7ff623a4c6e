import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';
import { Clock, EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import type { IdentityEnv } from '../../config/env';
import { EraseUserCommand } from '../erase-user/erase-user.command';
import { isAdmin } from '../user-rules';
import { UsersRepository } from '../users.repository';
import { IDENTITY_ENV } from '../users.tokens';

const ERASURES_QUEUE: EventQueue = {
  queue: 'identity.erasures',
  maxAttempts: 10,
  retryDelayMs: 30_000,
};

const DAY_MS = 86_400_000;

/**
 * Retention of sign-in accounts: when orders erase a customer's last order (lastOfCustomer), the
 * account of that e-mail is erased too, unless it signed in within ACCOUNT_INACTIVE_DAYS (2 years
 * by default) or holds a staff role (admin, compliance officer: staff accounts are removed by
 * staff, not by retention). A customer's own erasure request erases the account through
 * identity.users.erase (the gateway) instead, so this acts only on retention.
 */
@Controller()
export class CustomerDataErasedConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  @EventHandler('order.personal_data_erased', ERASURES_QUEUE)
  async onErased(event: EventEnvelope<'order.personal_data_erased'>): Promise<void> {
    const { lastOfCustomer, reason, emailSha256 } = event.payload;
    if (!lastOfCustomer || reason !== 'retention') return;
    const user = await this.users.findForErasure({ emailSha256 });
    if (!user || isAdmin(user) || user.roles.length > 0) return;
    const lastSeen = user.lastSignInAt ?? user.createdAt;
    const since = this.clock.now().getTime() - this.env.ACCOUNT_INACTIVE_DAYS * DAY_MS;
    if (lastSeen.getTime() >= since) return;
    await this.commands.execute(new EraseUserCommand({ emailSha256 }, 'retention'));
  }
}
