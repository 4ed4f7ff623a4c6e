import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { PaymentRecord } from '@fx/contracts';
import { toPaymentRecord } from '../payment-record';
import { PaymentsRepository } from '../payments.repository';
import { PaymentOfOrderQuery } from './payment-of-order.query';

@QueryHandler(PaymentOfOrderQuery)
export class PaymentOfOrderHandler implements IQueryHandler<PaymentOfOrderQuery> {
  constructor(private readonly payments: PaymentsRepository) {}

  async execute({ orderId }: PaymentOfOrderQuery): Promise<{ payment: PaymentRecord | null }> {
    const payment = await this.payments.find({ orderId });
    return { payment: payment ? toPaymentRecord(payment) : null };
  }
}
