import { Command } from '@nestjs/cqrs';

/** The e-mail's unsubscribe link: the alert goes. */
export class UnsubscribeAlertCommand extends Command<{ deleted: true }> {
  constructor(readonly token: string) {
    super();
  }
}
