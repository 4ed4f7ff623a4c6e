import { Command } from '@nestjs/cqrs';

/** A signed-in customer removes one of their own alerts. */
export class DeleteAlertCommand extends Command<{ deleted: true }> {
  constructor(
    readonly id: string,
    readonly email: string,
  ) {
    super();
  }
}
