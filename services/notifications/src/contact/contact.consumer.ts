import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { SendContactMessageCommand } from './send-contact-message/send-contact-message.command';

/** The Contact page: each message becomes one e-mail to the bureau's inbox. */
@Controller()
export class ContactConsumer {
  constructor(private readonly commands: CommandBus) {}

  @RpcHandler('notifications.contact')
  contact(
    request: RpcRequest<'notifications.contact'>,
  ): Promise<RpcResponse<'notifications.contact'>> {
    return this.commands.execute(new SendContactMessageCommand(request));
  }
}
