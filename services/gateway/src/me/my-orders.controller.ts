import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { myOrderSchema, myOrdersSchema } from '@fx/contracts';
import type { MyOrder, MyOrders } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, SignedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { verifiedEmailOf } from './verified-email';

/**
 * My orders. Whose orders they are is decided here, by the verified e-mail in the caller's token:
 * no parameter names a customer.
 */
@Controller('me/orders')
@SignedIn()
export class MyOrdersController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: "The caller's orders, by the verified e-mail of the token, newest first",
    response: myOrdersSchema,
    raises: { EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified" },
  })
  @Get()
  list(@CurrentCaller() caller: Caller): Promise<MyOrders> {
    return this.rpc.request('orders.customer.list', { email: verifiedEmailOf(caller) });
  }

  /** Only while pending: an accepted order only the branch may cancel (409). */
  @ApiRoute({
    summary: "Cancels one's own pending order (409 once accepted)",
    response: myOrderSchema,
    raises: {
      EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified",
      ORDER_NOT_FOUND: "no such order of the caller's",
      ORDER_NOT_PENDING: 'an order no longer pending (accepted: only the branch may cancel)',
    },
  })
  @Post(':id/cancel')
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '1 minute' } })
  cancel(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<MyOrder> {
    return this.rpc.request('orders.customer.cancel', { id, email: verifiedEmailOf(caller) });
  }
}
