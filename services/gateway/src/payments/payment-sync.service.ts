import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { OrderView, PaymentRecord, TrackedOrder } from '@fx/contracts';
import { LOGGER, RpcClient } from '@fx/service-kit';

/** What the provider says of a payment that means the customer has paid. */
const PAID = new Set<PaymentRecord['status']>(['authorised', 'captured']);

/**
 * The customer's tracking of an order awaiting its card payment: the payments service reads the
 * provider's checkout first (payments.sync, what the webhook would say), so the confirmation shows
 * Paid as soon as the provider knows, never from the return address alone.
 */
@Injectable()
export class PaymentSync {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The order as its customer sees it (without its id), its payment read from the provider. */
  async synced(tracked: TrackedOrder, email: string): Promise<OrderView> {
    const { id, ...order } = tracked;
    if (order.status !== 'awaiting_payment') return order;
    const payment = await this.sync(id, order.orderNumber);
    if (!payment || !PAID.has(payment.status)) return order;
    // Paid: the orders service moves the order on when payment.authorised reaches it, which is
    // usually already done by now; until then the order shows what the provider said.
    const { id: _, ...again } = await this.rpc.request('orders.track', {
      orderNumber: order.orderNumber,
      email,
    });
    if (again.status !== 'awaiting_payment') return again;
    return {
      ...again,
      payment: {
        ...again.payment,
        status: 'authorised',
        card: payment.card ? { brand: payment.card.brand, last4: payment.card.last4 } : null,
        paidAt: payment.updatedAt,
      },
    };
  }

  /** The payment after reading the provider, or undefined while payments cannot say. */
  private async sync(orderId: string, orderNumber: string): Promise<PaymentRecord | undefined> {
    try {
      const { payment } = await this.rpc.request('payments.sync', { orderId });
      return payment ?? undefined;
    } catch (error) {
      // Tracking still answers: the webhook, or the next look, brings the payment.
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error), orderNumber },
        'the card payment could not be checked with the provider',
      );
      return undefined;
    }
  }
}
