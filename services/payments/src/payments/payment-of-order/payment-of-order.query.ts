import { Query } from '@nestjs/cqrs';
import type { PaymentRecord } from '@fx/contracts';

/** The order's payment, or null. */
export class PaymentOfOrderQuery extends Query<{ payment: PaymentRecord | null }> {
  constructor(readonly orderId: string) {
    super();
  }
}
