import { Controller, Get, Headers, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderTrackQuerySchema,
  orderViewSchema,
  placeOrderSchema,
  placedOrderSchema,
  ratesChangedBodySchema,
} from '@fx/contracts';
import type { OrderView, PlaceOrder, PlacedOrder } from '@fx/contracts';
import { DomainError, RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import type { GatewayEnv } from '../config/env';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import { ZodForm, ZodQuery } from '../http/zod-body';
import { KEPT_WHEN_REDIS_IS_AWAY } from '../http/rate-limit-store';
import { publicOrigin } from '../pages/public-origin';
import { CardCheckout, cardsOff } from '../payments/card-checkout.service';
import { CardPaymentLimiter } from '../payments/card-payment-limiter';
import { PaymentSync } from '../payments/payment-sync.service';
import { SiteSettingsService } from '../site/site-settings.service';

const TOO_MANY_CARD_PAYMENTS = (seconds: number) =>
  `Too many card payments started from here. Please wait ${Math.ceil(seconds / 60)} minutes and try again, or choose Reserve and pay in store.`;

/** Placing an order, and a customer's tracking of it. */
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly site: SiteSettingsService,
    private readonly limiter: CardPaymentLimiter,
    private readonly checkout: CardCheckout,
    private readonly payments: PaymentSync,
  ) {}

  /**
   * 201 with the order; 200 with the same order for a repeated Idempotency-Key; 409 with the
   * fresh quote when a rate moved beyond the tolerance since the customer saw it, or with the
   * reason when the branch cannot supply a currency; 422 naming collectionDate for a day the
   * branch does not offer, and when the customer's linked orders would pass the limit. Paying now
   * by card: the order awaits payment and `checkout` is the provider's hosted page to send the
   * customer to; 503 (nothing placed) when that page cannot be opened.
   */
  @ApiRoute({
    summary: `Places an order, paid in store or now by card (send an ${IDEMPOTENCY_KEY_HEADER} header: a repeat returns the same order and checkout with 200)`,
    response: placedOrderSchema,
    raises: {
      VALIDATION_FAILED: 'an Idempotency-Key that is not 8 to 128 letters, digits, "-" or "_"',
      ORDER_LINES_INVALID: 'a line that cannot be priced: amount, currency, too many lines',
      BRANCH_UNKNOWN: "a branch that is not one of the bureau's",
      COLLECTION_DAY_UNAVAILABLE: 'a collection day the branch does not offer, named in details',
      ORDER_LIMIT_REACHED: "the customer's orders over the linked-order limit",
      IDEMPOTENCY_KEY_REUSED: 'an Idempotency-Key already used for another order',
      CURRENCY_UNAVAILABLE: 'a currency the branch cannot supply',
      RATES_STALE: 'rates older than the maximum age: no order until they are refreshed',
      UNPROCESSABLE: 'a card payment where this bureau takes none (field payment), and the like',
      PAYMENTS_UNAVAILABLE:
        'the card payment provider did not answer: nothing was placed or charged (retry later)',
      RATE_LIMITED: 'too many card payments started by this address or e-mail in an hour',
    },
    answers: {
      200: {
        description: 'The order placed earlier with the same Idempotency-Key, placed once',
        body: placedOrderSchema,
        headers: {
          'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' },
        },
      },
      409: {
        description:
          'Rates moved since the customer saw them: the fresh quote, nothing placed (RATES_CHANGED)',
        body: ratesChangedBodySchema,
      },
    },
  })
  @Post()
  @RouteConfig({ rateLimit: { max: 30, timeWindow: '1 minute', ...KEPT_WHEN_REDIS_IS_AWAY } })
  async place(
    @ZodForm(placeOrderSchema) order: PlaceOrder,
    @Headers(IDEMPOTENCY_KEY_HEADER) key: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PlacedOrder> {
    const idempotencyKey = key === undefined ? undefined : parseKey(key);
    if (order.payment === 'card') await this.mayPayByCard(order, request, reply);
    // Moved rates come back as the orders service's RATES_CHANGED error, its fresh quote and
    // changes beside the message: the error filter answers it as 409 (ratesChangedBodySchema).
    // With its Idempotency-Key an order may be sent again when the orders service is slow to
    // answer: a second copy finds the first one's order and answers it.
    const result = await this.rpc.request(
      'orders.place',
      { order, ...(idempotencyKey ? { idempotencyKey } : {}), placedBy: { kind: 'customer' } },
      { repeatable: idempotencyKey !== undefined },
    );
    const placed = await this.checkout.start(result, publicOrigin(this.env, request));
    if (placed.checkout && !result.replayed)
      await this.limiter.started(request.ip, order.customer.email);
    void reply.status(result.replayed ? 200 : 201);
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return placed;
  }

  /**
   * Cards taken here, and this address and e-mail under their hourly limits of payments started
   * (card testing): refused before anything is placed.
   */
  private async mayPayByCard(order: PlaceOrder, request: FastifyRequest, reply: FastifyReply) {
    const settings = await this.site.paymentSettings();
    // Not known yet (payments has never answered): starting the payment says what is wrong.
    if (settings?.cards === false) throw cardsOff();
    const over = await this.limiter.over(request.ip, order.customer.email);
    if (!over) return;
    void reply.header('retry-after', String(over.retryAfterSeconds));
    throw new DomainError('RATE_LIMITED', TOO_MANY_CARD_PAYMENTS(over.retryAfterSeconds));
  }

  /**
   * A customer's own order; a wrong e-mail gets the answer a missing order gets. An order awaiting
   * its card payment is first checked with the provider, so the confirmation can say Paid before
   * the provider's webhook has come.
   */
  @ApiRoute({
    summary:
      "A customer's own order by number and e-mail (its card payment checked with the provider while awaited); a wrong e-mail answers as a missing order",
    response: orderViewSchema,
    raises: { ORDER_NOT_FOUND: 'no order with this number and e-mail' },
  })
  @Get(':orderNumber')
  @RouteConfig({ rateLimit: { max: 30, timeWindow: '1 minute' } })
  async track(
    @Param('orderNumber') orderNumber: string,
    @ZodQuery(orderTrackQuerySchema) query: { email: string },
  ): Promise<OrderView> {
    const tracked = await this.rpc.request('orders.track', { orderNumber, email: query.email });
    return this.payments.synced(tracked, query.email);
  }
}

function parseKey(key: string): string {
  const parsed = idempotencyKeySchema.safeParse(key);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]!.message;
  throw new DomainError('VALIDATION_FAILED', `Idempotency-Key ${message}`, [
    { field: 'Idempotency-Key', message },
  ]);
}
