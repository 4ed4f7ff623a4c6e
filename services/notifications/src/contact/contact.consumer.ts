import { randomBytes } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { Clock, RpcHandler } from '@fx/service-kit';
import { MailQueue } from '../mail/mail-queue';
import { MAIL_OPTIONS } from '../mail/mail.tokens';
import type { MailOptions } from '../mail/mail.tokens';

/** The Contact page: each message becomes one e-mail to the bureau's inbox. */
@Controller()
export class ContactConsumer {
  constructor(
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  @RpcHandler('notifications.contact')
  async contact(
    request: RpcRequest<'notifications.contact'>,
  ): Promise<RpcResponse<'notifications.contact'>> {
    const reference = randomBytes(4).toString('hex').toUpperCase();
    const receivedAt = this.clock.now().toISOString();
    await this.mail.enqueue([
      {
        id: `contact.${reference}`,
        job: {
          template: 'contact-message',
          to: this.options.contactInbox,
          replyTo: request.email,
          data: { ...request, reference, receivedAt },
        },
      },
    ]);
    return { reference, receivedAt };
  }
}
