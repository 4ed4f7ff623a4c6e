import { Command } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';

/** A message from the Contact page, to become one e-mail to the bureau's inbox. */
export class SendContactMessageCommand extends Command<RpcResponse<'notifications.contact'>> {
  constructor(readonly message: RpcRequest<'notifications.contact'>) {
    super();
  }
}
