import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { CapturePaymentCommand } from './capture-payment/capture-payment.command';
import { PaymentOfOrderQuery } from './payment-of-order/payment-of-order.query';
import { toPaymentRecord } from './payment-record';
import { RecordProviderEventCommand } from './record-provider-event/record-provider-event.command';
import { RefundPaymentCommand } from './refund-payment/refund-payment.command';
import { ReleasePaymentCommand } from './release-payment/release-payment.command';
import { StartPaymentCommand } from './start-payment/start-payment.command';

/** RabbitMQ adapter: one command or query per request. */
@Controller()
export class PaymentsConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RpcHandler('payments.start')
  start(request: RpcRequest<'payments.start'>): Promise<RpcResponse<'payments.start'>> {
    return this.commands.execute(new StartPaymentCommand(request));
  }

  @RpcHandler('payments.webhook')
  webhook(request: RpcRequest<'payments.webhook'>): Promise<RpcResponse<'payments.webhook'>> {
    return this.commands.execute(
      new RecordProviderEventCommand(request.rawBody, request.signature),
    );
  }

  @RpcHandler('payments.capture')
  capture(request: RpcRequest<'payments.capture'>): Promise<RpcResponse<'payments.capture'>> {
    return this.commands.execute(new CapturePaymentCommand(request.orderId));
  }

  @RpcHandler('payments.release')
  release(request: RpcRequest<'payments.release'>): Promise<RpcResponse<'payments.release'>> {
    return this.commands.execute(new ReleasePaymentCommand(request.orderId, request.reason));
  }

  @RpcHandler('payments.refund')
  async refund(request: RpcRequest<'payments.refund'>): Promise<RpcResponse<'payments.refund'>> {
    const { payment, refund } = await this.commands.execute(
      new RefundPaymentCommand({ kind: 'refund', ...request }),
    );
    return {
      idempotencyKey: refund!.idempotencyKey,
      orderId: payment.orderId,
      amountPence: refund!.amountPence,
      status: refund!.status,
      failureReason: refund!.failureReason,
      payment: toPaymentRecord(payment),
    };
  }

  @RpcHandler('payments.ofOrder')
  ofOrder(request: RpcRequest<'payments.ofOrder'>): Promise<RpcResponse<'payments.ofOrder'>> {
    return this.queries.execute(new PaymentOfOrderQuery(request.orderId));
  }
}
