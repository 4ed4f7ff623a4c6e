import { Command } from '@nestjs/cqrs';

/** A customer's erasure request: every rate alert of their e-mail goes (any status). */
export class EraseAlertsCommand extends Command<{ erased: number }> {
  constructor(readonly email: string) {
    super();
  }
}
