import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  dispatchInputSchema,
  dispatchListSchema,
  dispatchQuerySchema,
  idCheckInputSchema,
  orderDetailsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderStatsSchema,
  statsQuerySchema,
} from '@fx/contracts';
import type {
  DispatchInput,
  DispatchList,
  DispatchQuery,
  OrderDetails,
  OrderList,
  OrderListQuery,
  OrderStats,
  StatsQuery,
} from '@fx/contracts';
import { RouteConfig } from '@nestjs/platform-fastify';
import { DomainError, RpcClient } from '@fx/service-kit';
import { z } from 'zod';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, staffActor } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ID_CHECK_BODY } from '../http/request-context';
import { ZodForm, ZodQuery } from '../http/zod-body';

const orderId = new ParseUUIDPipe({ errorHttpStatusCode: 400 });

/** POST /admin/orders/{id}/complete: the ID seen at the counter (none for a delivery order). */
export const completeInputSchema = z.object({ idCheck: idCheckInputSchema.optional() }).strict();
type CompleteInput = z.infer<typeof completeInputSchema>;

const ID_NEEDED = 'Record the ID you saw before completing the order.';
const idCheckRequired = () =>
  new DomainError('ID_CHECK_REQUIRED', ID_NEEDED, [{ field: 'idCheck', message: ID_NEEDED }]);

/** Pending, Accepted and History, order details, and the lifecycle actions. Admins only. */
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: 'Pending, Accepted or History, a page at a time',
    response: orderListSchema,
  })
  @Get()
  list(@ZodQuery(orderListQuerySchema) query: OrderListQuery): Promise<OrderList> {
    return this.rpc.request('orders.admin.list', query);
  }

  @ApiRoute({
    summary: 'Order details with every status change',
    response: orderDetailsSchema,
    raises: { ORDER_NOT_FOUND: 'no such order' },
  })
  @Get(':id')
  details(@Param('id', orderId) id: string): Promise<OrderDetails> {
    return this.rpc.request('orders.admin.get', { id });
  }

  @ApiRoute({
    summary: 'pending -> accepted (starts the 24-hour rate guarantee)',
    response: orderDetailsSchema,
    raises: { ORDER_NOT_FOUND: 'no such order', ORDER_NOT_PENDING: 'an order no longer pending' },
  })
  @Post(':id/accept')
  @HttpCode(200)
  accept(@Param('id', orderId) id: string, @CurrentCaller() caller: Caller): Promise<OrderDetails> {
    return this.rpc.request('orders.admin.accept', { id, by: staffActor(caller) });
  }

  @ApiRoute({
    summary:
      'accepted -> completed; an order collected at the counter needs the ID seen (`idCheck`), recorded first with compliance',
    response: orderDetailsSchema,
    raises: {
      ORDER_NOT_FOUND: 'no such order',
      ORDER_NOT_ACCEPTED: 'an order not accepted (completing it twice included)',
      ORDER_ON_HOLD: 'an order held or frozen by compliance, or not screened yet',
      ID_CHECK_REQUIRED: 'an order collected at the counter without `idCheck`',
      UNPROCESSABLE:
        'an ID that does not fit the order (expired, proof of address missing or too old, card name not confirmed)',
    },
  })
  @Post(':id/complete')
  @HttpCode(200)
  @RouteConfig(ID_CHECK_BODY)
  async complete(
    @Param('id', orderId) id: string,
    @ZodForm(completeInputSchema) input: CompleteInput,
    @CurrentCaller() caller: Caller,
  ): Promise<OrderDetails> {
    const by = staffActor(caller);
    const order = await this.rpc.request('orders.admin.get', { id });
    // Not accepted (or delivered): the orders service refuses or completes it, nothing recorded.
    if (order.status !== 'accepted' || order.fulfilment.kind === 'delivery')
      return this.rpc.request('orders.admin.complete', { id, by });
    if (!input.idCheck) throw idCheckRequired();
    const recorded = await this.rpc.request('compliance.idChecks.record', {
      orderId: id,
      idCheck: input.idCheck,
      by,
    });
    return this.rpc.request('orders.admin.complete', { id, by, idCheckId: recorded.id });
  }

  @ApiRoute({
    summary:
      'accepted delivery order -> completed, with its Royal Mail tracking number (S10, check digit verified); the customer is e-mailed it',
    response: orderDetailsSchema,
    raises: {
      ORDER_NOT_FOUND: 'no such order',
      ORDER_NOT_ACCEPTED: 'an order not accepted, or one collected in a branch',
      UNPROCESSABLE: "a tracking number not in Royal Mail's S10 format, or a wrong check digit",
    },
  })
  @Post(':id/dispatch')
  @HttpCode(200)
  dispatch(
    @Param('id', orderId) id: string,
    @ZodForm(dispatchInputSchema) input: DispatchInput,
    @CurrentCaller() caller: Caller,
  ): Promise<OrderDetails> {
    return this.rpc.request('orders.admin.dispatch', { id, ...input, by: staffActor(caller) });
  }

  /** Removes the order from the lists; the record is kept (AML retention). */
  @ApiRoute({
    summary: 'Removes an order from the lists; the record is kept (AML retention)',
    response: orderDetailsSchema,
    raises: {
      ORDER_NOT_FOUND: 'no such order',
      ORDER_ALREADY_REMOVED: 'an order already removed from the lists',
    },
  })
  @Delete(':id')
  @HttpCode(200)
  delete(@Param('id', orderId) id: string, @CurrentCaller() caller: Caller): Promise<OrderDetails> {
    return this.rpc.request('orders.admin.delete', { id, by: staffActor(caller) });
  }
}

/** The Statics counters and the daily series for charts. Admins only. */
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({ summary: 'Counters and a day-by-day series for charts', response: orderStatsSchema })
  @Get()
  stats(@ZodQuery(statsQuerySchema) query: StatsQuery): Promise<OrderStats> {
    return this.rpc.request('orders.admin.stats', query);
  }
}

/** The Dispatch screen: delivery orders to send, by the day they arrive. Admins only. */
@Controller('admin/dispatch')
export class AdminDispatchController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: 'Delivery orders by the day they arrive, from `from` (today), with what to pack',
    response: dispatchListSchema,
  })
  @Get()
  list(@ZodQuery(dispatchQuerySchema) query: DispatchQuery): Promise<DispatchList> {
    return this.rpc.request('orders.admin.dispatches', query);
  }
}
