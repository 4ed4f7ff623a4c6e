import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { OrderView, PlaceOrderResult, PlacedOrder } from '@fx/contracts';
import { DomainError, LOGGER, RpcClient } from '@fx/service-kit';

/** Why a payment could not be started that leaves nothing placed: the customer may try again. */
const NOT_STARTED = new Set([
  'PAYMENTS_UNAVAILABLE',
  'PAYMENTS_OFF',
  'PAYMENT_PROVIDER_REFUSED',
  'SERVICE_UNAVAILABLE',
]);

/** POST /orders with `payment: 'card'` where this bureau takes no card payments: 422. */
export function cardsOff(): DomainError {
  const message = 'Card payments are not available: choose Reserve and pay in store';
  return new DomainError('UNPROCESSABLE', message, [{ field: 'payment', message }]);
}

export const PROVIDER_UNREACHABLE =
  'We could not reach our card payment provider, so nothing was placed or charged. Please try again in a few minutes, or choose Reserve and pay in store.';

/**
 * Paying now by card: once the orders service has placed the order awaiting payment, the payments
 * service opens the provider's hosted page for it. If that cannot be done the order is forgotten
 * (orders.abandon), so a failed start leaves no order behind and charges nothing.
 */
@Injectable()
export class CardCheckout {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The order with its hosted page (null for an order not awaiting a card payment). */
  async start(placed: PlaceOrderResult, origin: string): Promise<PlacedOrder> {
    const { order, orderId, replayed } = placed;
    if (order.payment.method !== 'card' || order.status !== 'awaiting_payment')
      return { ...order, checkout: null };
    const page = `${origin}/orders/${order.orderNumber}`;
    try {
      // One live payment per order: for a replayed request this answers the page started before.
      const payment = await this.rpc.request('payments.start', {
        orderId,
        amountGbp: order.payment.amountDueGbp,
        customerEmail: order.customer.email,
        description: describe(order),
        successUrl: `${page}?payment=done`,
        cancelUrl: `${page}?payment=cancelled`,
        orderNumber: order.orderNumber,
        // Delivery goes to the card's billing address: the hosted page asks for it, and a card
        // whose postcode differs is let go by the payments service.
        ...(order.fulfilment.kind === 'delivery'
          ? { collectBillingAddress: true, deliveryPostcode: order.fulfilment.address.postcode }
          : {}),
      });
      return { ...order, checkout: { url: payment.checkoutUrl, expiresAt: payment.expiresAt } };
    } catch (error) {
      if (!(error instanceof DomainError) || !NOT_STARTED.has(error.code)) throw error;
      // A replay's order may have a page open from the first request: it is kept, never abandoned.
      if (!replayed) await this.abandon(orderId, order.orderNumber);
      if (error.code === 'PAYMENTS_OFF') throw cardsOff();
      throw new DomainError('PAYMENTS_UNAVAILABLE', PROVIDER_UNREACHABLE);
    }
  }

  private async abandon(orderId: string, orderNumber: string): Promise<void> {
    try {
      await this.rpc.request('orders.abandon', { orderId });
    } catch (error) {
      // The order stays awaiting payment with no page to pay on: it expires unpaid and unseen.
      this.logger.error(
        { err: error instanceof Error ? error.message : String(error), orderNumber },
        'an order whose card payment could not start was not abandoned',
      );
    }
  }
}

/** The line on the hosted page: "EUR 480.00, order 20261126". */
export function describe(order: OrderView): string {
  const notes = order.lines.map((line) => `${line.to.currency} ${line.to.amount}`).join(', ');
  const text = `${notes}, order ${order.orderNumber}`;
  return text.length <= 200 ? text : `Currency, order ${order.orderNumber}`;
}
