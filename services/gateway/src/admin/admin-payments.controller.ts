import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { paymentsOverviewSchema, refundRecordSchema } from '@fx/contracts';
import type { PaymentsOverview, RefundRecord, RpcRequest } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, staffActor } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodBody } from '../http/zod-body';

/** POST /admin/payments/refunds/retry: the failed refund, by its order and idempotency key. */
const retryRefundSchema = z
  .object({
    // A UUID's length, said of what a client sends (the API document's bound).
    orderId: z.uuid().meta({ maxLength: 36 }),
    idempotencyKey: z.string().min(8).max(200),
  })
  .strict() satisfies z.ZodType<Omit<RpcRequest<'payments.admin.retryRefund'>, 'by'>>;
type RetryRefund = z.infer<typeof retryRefundSchema>;

/**
 * The Payments screen: what the reconciliation found between the provider and the orders, failed
 * refunds and disputes, each with what to do next. Admins only.
 */
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: 'Reconciliation differences, failed refunds and disputes, with what to do next',
    response: paymentsOverviewSchema,
  })
  @Get()
  overview(): Promise<PaymentsOverview> {
    return this.rpc.request('payments.admin.overview', {});
  }

  @ApiRoute({
    summary: "Compares the provider's payments, refunds and disputes with the orders now",
    response: paymentsOverviewSchema,
    raises: { PAYMENTS_UNAVAILABLE: 'the card payment provider did not answer' },
  })
  @Post('reconcile')
  @HttpCode(200)
  reconcile(@CurrentCaller() caller: Caller): Promise<PaymentsOverview> {
    return this.rpc.request('payments.admin.reconcile', { by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'Tries a failed refund again now (once per idempotency key: never refunded twice)',
    response: refundRecordSchema,
    raises: {
      PAYMENT_NOT_FOUND: 'no payment or refund for this order and key',
      PAYMENT_STATE_INVALID: 'a refund that has not failed',
      PAYMENT_HELD: 'a rule (a compliance hold) stops this refund for now',
      PAYMENTS_UNAVAILABLE: 'the card payment provider did not answer',
      PAYMENT_PROVIDER_REFUSED: 'the provider refused the refund',
    },
  })
  @Post('refunds/retry')
  @HttpCode(200)
  retryRefund(
    @ZodBody(retryRefundSchema) refund: RetryRefund,
    @CurrentCaller() caller: Caller,
  ): Promise<RefundRecord> {
    return this.rpc.request('payments.admin.retryRefund', { ...refund, by: staffActor(caller) });
  }
}
