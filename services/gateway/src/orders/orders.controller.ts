import { Controller, Get, Headers, Param, Post, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderTrackQuerySchema,
  orderViewSchema,
  placeOrderSchema,
  ratesChangedBodySchema,
} from '@fx/contracts';
import type { OrderView, PlaceOrder } from '@fx/contracts';
import { DomainError, RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { ZodForm, ZodQuery } from '../http/zod-body';
import { KEPT_WHEN_REDIS_IS_AWAY } from '../http/rate-limit-store';

/** Placing an order, and a customer's tracking of it. */
@Controller('orders')
export class OrdersController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * 201 with the order; 200 with the same order for a repeated Idempotency-Key; 409 with the
   * fresh quote when a rate moved beyond the tolerance since the customer saw it, or with the
   * reason when the branch cannot supply a currency; 422 naming collectionDate for a day the
   * branch does not offer, and when the customer's linked orders would pass the limit.
   */
  @ApiRoute({
    summary: `Places an order for a collection day (send an ${IDEMPOTENCY_KEY_HEADER} header: a repeat returns the same order with 200)`,
    response: orderViewSchema,
    raises: {
      VALIDATION_FAILED: 'an Idempotency-Key that is not 8 to 128 letters, digits, "-" or "_"',
      ORDER_LINES_INVALID: 'a line that cannot be priced: amount, currency, too many lines',
      BRANCH_UNKNOWN: "a branch that is not one of the bureau's",
      COLLECTION_DAY_UNAVAILABLE: 'a collection day the branch does not offer, named in details',
      ORDER_LIMIT_REACHED: "the customer's orders over the linked-order limit",
      IDEMPOTENCY_KEY_REUSED: 'an Idempotency-Key already used for another order',
      CURRENCY_UNAVAILABLE: 'a currency the branch cannot supply',
      RATES_STALE: 'rates older than the maximum age: no order until they are refreshed',
    },
    answers: {
      200: {
        description: 'The order placed earlier with the same Idempotency-Key, placed once',
        body: orderViewSchema,
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
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderView> {
    const idempotencyKey = key === undefined ? undefined : parseKey(key);
    // Moved rates come back as the orders service's RATES_CHANGED error, its fresh quote and
    // changes beside the message: the error filter answers it as 409 (ratesChangedBodySchema).
    const result = await this.rpc.request('orders.place', {
      order,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      placedBy: { kind: 'customer' },
    });
    void reply.status(result.replayed ? 200 : 201);
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return result.order;
  }

  /** A customer's own order; a wrong e-mail gets the answer a missing order gets. */
  @ApiRoute({
    summary:
      "A customer's own order by number and e-mail; a wrong e-mail answers as a missing order",
    response: orderViewSchema,
    raises: { ORDER_NOT_FOUND: 'no order with this number and e-mail' },
  })
  @Get(':orderNumber')
  @RouteConfig({ rateLimit: { max: 30, timeWindow: '1 minute' } })
  track(
    @Param('orderNumber') orderNumber: string,
    @ZodQuery(orderTrackQuerySchema) query: { email: string },
  ): Promise<OrderView> {
    return this.rpc.request('orders.track', { orderNumber, email: query.email });
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
