import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RpcResponse } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { MailQueue } from '../../mail/mail-queue';
import { MAIL_OPTIONS } from '../../mail/mail.tokens';
import type { MailOptions } from '../../mail/mail.tokens';
import { SendContactMessageCommand } from './send-contact-message.command';

/** The message gets a reference the sender is shown, and answers to the sender. */
@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  async execute({
    message,
  }: SendContactMessageCommand): Promise<RpcResponse<'notifications.contact'>> {
    const reference = randomBytes(4).toString('hex').toUpperCase();
    const receivedAt = this.clock.now().toISOString();
    await this.mail.enqueue([
      {
        id: `contact.${reference}`,
        job: {
          template: 'contact-message',
          to: this.options.contactInbox,
          replyTo: message.email,
          data: { ...message, reference, receivedAt },
        },
      },
    ]);
    return { reference, receivedAt };
  }
}
