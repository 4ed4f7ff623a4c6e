import { Query } from '@nestjs/cqrs';
import type { PaymentSettings } from '@fx/contracts';

/** Whether cards are taken, credit cards too, and how long a checkout stays payable. */
export class PaymentSettingsQuery extends Query<PaymentSettings> {}
