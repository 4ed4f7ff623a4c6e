import { Command } from '@nestjs/cqrs';
import type { PaymentsOverview } from '@fx/contracts';

/** Compares the provider's payments, refunds and disputes of the last days with ours. */
export class ReconcilePaymentsCommand extends Command<PaymentsOverview> {
  /** `by`: who started it (a staff member's uid, or "schedule"). */
  constructor(readonly by: string) {
    super();
  }
}
