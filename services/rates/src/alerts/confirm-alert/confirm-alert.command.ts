import { Command } from '@nestjs/cqrs';
import type { RateAlert } from '@fx/contracts';

/** The confirmation link of an alert set by e-mail was followed. */
export class ConfirmAlertCommand extends Command<RateAlert> {
  constructor(readonly token: string) {
    super();
  }
}
