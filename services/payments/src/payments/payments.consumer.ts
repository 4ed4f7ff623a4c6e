import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { CapturePaymentCommand } from './capture-payment/capture-payment.command';
import { PaymentOfOrderQuery } from './payment-of-order/payment-of-order.query';
import { toPaymentRecord } from './payment-record';
import { PaymentSettingsQuery } from './payment-settings/payment-settings.query';
import { PaymentsOverviewQuery } from './payments-overview/payments-overview.query';
import { ReconcilePaymentsCommand } from './reconcile-payments/reconcile-payments.command';
import { RecordProviderEventCommand } from './record-provider-event/record-provider-event.command';
import { RefundPaymentCommand } from './refund-payment/refund-payment.command';
import type { MoneyBackRequest } from './refund-payment/refund-payment.command';
import { ReleasePaymentCommand } from './release-payment/release-payment.command';
import { StartPaymentCommand } from './start-payment/start-payment.command';
import { SyncPaymentCommand } from './sync-payment/sync-payment.command';

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
  refund(request: RpcRequest<'payments.refund'>): Promise<RpcResponse<'payments.refund'>> {
    return this.moneyBack({ kind: 'refund', ...request });
  }

  @RpcHandler('payments.admin.retryRefund')
  retryRefund({
    orderId,
    idempotencyKey,
    by,
  }: RpcRequest<'payments.admin.retryRefund'>): Promise<RpcResponse<'payments.admin.retryRefund'>> {
    return this.moneyBack({
      kind: 'retry',
      orderId,
      idempotencyKey,
      reason: `a failed refund tried again by ${by.kind}${by.id ? ` ${by.id}` : ''}`,
    });
  }

  @RpcHandler('payments.settings')
  settings(): Promise<RpcResponse<'payments.settings'>> {
    return this.queries.execute(new PaymentSettingsQuery());
  }

  @RpcHandler('payments.sync')
  sync(request: RpcRequest<'payments.sync'>): Promise<RpcResponse<'payments.sync'>> {
    return this.commands.execute(new SyncPaymentCommand(request.orderId));
  }

  @RpcHandler('payments.admin.overview')
  overview(): Promise<RpcResponse<'payments.admin.overview'>> {
    return this.queries.execute(new PaymentsOverviewQuery());
  }

  @RpcHandler('payments.admin.reconcile')
  reconcile({
    by,
  }: RpcRequest<'payments.admin.reconcile'>): Promise<RpcResponse<'payments.admin.reconcile'>> {
    return this.commands.execute(new ReconcilePaymentsCommand(by.id ?? by.kind));
  }

  private async moneyBack(
    request: Extract<MoneyBackRequest, { kind: 'refund' | 'retry' }>,
  ): Promise<RpcResponse<'payments.refund'>> {
    const { payment, refund } = await this.commands.execute(new RefundPaymentCommand(request));
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
