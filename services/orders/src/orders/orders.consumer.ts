import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { ListBranchesQuery } from '../branches/list-branches/list-branches.query';
import { SetBranchScheduleCommand } from '../branches/set-branch-schedule/set-branch-schedule.command';
import { SetBranchStockCommand } from '../branches/set-branch-stock/set-branch-stock.command';
import { AbandonOrderCommand } from './abandon-order/abandon-order.command';
import { AcceptOrderCommand } from './accept-order/accept-order.command';
import { CancelMyOrderCommand } from './cancel-my-order/cancel-my-order.command';
import { CompleteOrderCommand } from './complete-order/complete-order.command';
import { DeleteOrderCommand } from './delete-order/delete-order.command';
import { DispatchOrderCommand } from './dispatch-order/dispatch-order.command';
import { ListDispatchesQuery } from './list-dispatches/list-dispatches.query';
import { GetOrderQuery } from './get-order/get-order.query';
import { GetOrderSettingsQuery } from './get-order-settings/get-order-settings.query';
import { GetOrderStatsQuery } from './get-order-stats/get-order-stats.query';
import { ListCollectionsQuery } from './list-collections/list-collections.query';
import { ListMyOrdersQuery } from './list-my-orders/list-my-orders.query';
import { ListOrdersQuery } from './list-orders/list-orders.query';
import { PlaceOrderCommand } from './place-order/place-order.command';
import { QuoteOrderQuery } from './quote-order/quote-order.query';
import { TrackOrderQuery } from './track-order/track-order.query';
import {
  CustomerRetentionQuery,
  ExportCustomerDataQuery,
} from './customer-data/customer-data.queries';

/** RabbitMQ adapter: each request becomes one command or query, nothing else. */
@Controller()
export class OrdersConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RpcHandler('orders.settings')
  settings(): Promise<RpcResponse<'orders.settings'>> {
    return this.queries.execute(new GetOrderSettingsQuery());
  }

  @RpcHandler('orders.quote')
  quote(request: RpcRequest<'orders.quote'>): Promise<RpcResponse<'orders.quote'>> {
    return this.queries.execute(new QuoteOrderQuery(request.lines));
  }

  @RpcHandler('orders.place')
  place(request: RpcRequest<'orders.place'>): Promise<RpcResponse<'orders.place'>> {
    const { order, placedBy, idempotencyKey } = request;
    return this.commands.execute(new PlaceOrderCommand(order, placedBy, idempotencyKey));
  }

  @RpcHandler('orders.abandon')
  abandon(request: RpcRequest<'orders.abandon'>): Promise<RpcResponse<'orders.abandon'>> {
    return this.commands.execute(new AbandonOrderCommand(request.orderId));
  }

  @RpcHandler('orders.track')
  track(request: RpcRequest<'orders.track'>): Promise<RpcResponse<'orders.track'>> {
    return this.queries.execute(new TrackOrderQuery(request.orderNumber, request.email));
  }

  @RpcHandler('orders.branches.list')
  branchList(): Promise<RpcResponse<'orders.branches.list'>> {
    return this.queries.execute(new ListBranchesQuery());
  }

  @RpcHandler('orders.branches.schedule')
  schedule(
    request: RpcRequest<'orders.branches.schedule'>,
  ): Promise<RpcResponse<'orders.branches.schedule'>> {
    return this.commands.execute(new SetBranchScheduleCommand(request.branchId, request.schedule));
  }

  @RpcHandler('orders.branches.stock')
  stock(
    request: RpcRequest<'orders.branches.stock'>,
  ): Promise<RpcResponse<'orders.branches.stock'>> {
    const { branchId, currency, level, by } = request;
    return this.commands.execute(new SetBranchStockCommand(branchId, currency, level, by));
  }

  @RpcHandler('orders.admin.collections')
  collections(
    request: RpcRequest<'orders.admin.collections'>,
  ): Promise<RpcResponse<'orders.admin.collections'>> {
    return this.queries.execute(new ListCollectionsQuery(request.days));
  }

  @RpcHandler('orders.admin.list')
  list(request: RpcRequest<'orders.admin.list'>): Promise<RpcResponse<'orders.admin.list'>> {
    return this.queries.execute(new ListOrdersQuery(request));
  }

  @RpcHandler('orders.admin.get')
  get(request: RpcRequest<'orders.admin.get'>): Promise<RpcResponse<'orders.admin.get'>> {
    return this.queries.execute(new GetOrderQuery(request.id));
  }

  @RpcHandler('orders.admin.accept')
  accept(request: RpcRequest<'orders.admin.accept'>): Promise<RpcResponse<'orders.admin.accept'>> {
    return this.commands.execute(new AcceptOrderCommand(request.id, request.by));
  }

  @RpcHandler('orders.admin.complete')
  complete(
    request: RpcRequest<'orders.admin.complete'>,
  ): Promise<RpcResponse<'orders.admin.complete'>> {
    return this.commands.execute(
      new CompleteOrderCommand(request.id, request.by, request.idCheckId),
    );
  }

  @RpcHandler('orders.admin.delete')
  delete(request: RpcRequest<'orders.admin.delete'>): Promise<RpcResponse<'orders.admin.delete'>> {
    return this.commands.execute(new DeleteOrderCommand(request.id, request.by));
  }

  @RpcHandler('orders.admin.dispatches')
  dispatches(
    request: RpcRequest<'orders.admin.dispatches'>,
  ): Promise<RpcResponse<'orders.admin.dispatches'>> {
    return this.queries.execute(new ListDispatchesQuery(request.from));
  }

  @RpcHandler('orders.admin.dispatch')
  dispatch(
    request: RpcRequest<'orders.admin.dispatch'>,
  ): Promise<RpcResponse<'orders.admin.dispatch'>> {
    const { id, trackingNumber, by } = request;
    return this.commands.execute(new DispatchOrderCommand(id, trackingNumber, by));
  }

  @RpcHandler('orders.customer.list')
  mine(request: RpcRequest<'orders.customer.list'>): Promise<RpcResponse<'orders.customer.list'>> {
    return this.queries.execute(new ListMyOrdersQuery(request.email));
  }

  @RpcHandler('orders.customer.cancel')
  cancel(
    request: RpcRequest<'orders.customer.cancel'>,
  ): Promise<RpcResponse<'orders.customer.cancel'>> {
    return this.commands.execute(new CancelMyOrderCommand(request.id, request.email));
  }

  @RpcHandler('orders.admin.stats')
  stats(request: RpcRequest<'orders.admin.stats'>): Promise<RpcResponse<'orders.admin.stats'>> {
    return this.queries.execute(new GetOrderStatsQuery(request.days));
  }

  @RpcHandler('orders.customer.export')
  exportData(
    request: RpcRequest<'orders.customer.export'>,
  ): Promise<RpcResponse<'orders.customer.export'>> {
    return this.queries.execute(new ExportCustomerDataQuery(request.email));
  }

  @RpcHandler('orders.customer.retention')
  retention(
    request: RpcRequest<'orders.customer.retention'>,
  ): Promise<RpcResponse<'orders.customer.retention'>> {
    return this.queries.execute(new CustomerRetentionQuery(request.email));
  }
}
