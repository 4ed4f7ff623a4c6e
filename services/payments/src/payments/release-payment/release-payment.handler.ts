import { CommandBus, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { PaymentRecord } from '@fx/contracts';
import { toPaymentRecord } from '../payment-record';
import { RefundPaymentCommand } from '../refund-payment/refund-payment.command';
import { ReleasePaymentCommand } from './release-payment.command';

/** A release is money back too: it runs as refund-payment does, guard first. */
@CommandHandler(ReleasePaymentCommand)
export class ReleasePaymentHandler implements ICommandHandler<ReleasePaymentCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ orderId, reason }: ReleasePaymentCommand): Promise<PaymentRecord> {
    const { payment } = await this.commands.execute(
      new RefundPaymentCommand({ kind: 'release', orderId, reason }),
    );
    return toPaymentRecord(payment);
  }
}
