import { Controller, Inject } from '@nestjs/common';
import { MAX_ORDER_LINES } from '@fx/contracts';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { BranchesService } from '../branches/branches.service';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { Pricer } from '../pricing/pricer';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderQueriesService } from './order-queries.service';
import { PlaceOrderService } from './place-order.service';

/** RabbitMQ adapter: one service call per request. */
@Controller()
export class OrdersConsumer {
  constructor(
    private readonly pricer: Pricer,
    private readonly placing: PlaceOrderService,
    private readonly lifecycle: OrderLifecycleService,
    private readonly queries: OrderQueriesService,
    private readonly branches: BranchesService,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  @RpcHandler('orders.settings')
  settings(): RpcResponse<'orders.settings'> {
    return {
      minGbp: this.rules.minGbp,
      maxGbp: this.rules.maxGbp,
      rateGuaranteeHours: this.rules.rateGuaranteeHours,
      maxLines: MAX_ORDER_LINES,
      linkedLimitGbp: this.rules.linkedLimitGbp,
      linkedWindowDays: this.rules.linkedWindowDays,
    };
  }

  @RpcHandler('orders.quote')
  quote(request: RpcRequest<'orders.quote'>): Promise<RpcResponse<'orders.quote'>> {
    return this.pricer.quote(request.lines);
  }

  @RpcHandler('orders.place')
  place(request: RpcRequest<'orders.place'>): Promise<RpcResponse<'orders.place'>> {
    return this.placing.place(request);
  }

  @RpcHandler('orders.track')
  track(request: RpcRequest<'orders.track'>): Promise<RpcResponse<'orders.track'>> {
    return this.queries.track(request.orderNumber, request.email);
  }

  @RpcHandler('orders.branches.list')
  async branchList(): Promise<RpcResponse<'orders.branches.list'>> {
    return { branches: await this.branches.list() };
  }

  @RpcHandler('orders.branches.schedule')
  schedule(
    request: RpcRequest<'orders.branches.schedule'>,
  ): Promise<RpcResponse<'orders.branches.schedule'>> {
    return this.branches.schedule(request.branchId, request.schedule);
  }

  @RpcHandler('orders.branches.stock')
  stock(
    request: RpcRequest<'orders.branches.stock'>,
  ): Promise<RpcResponse<'orders.branches.stock'>> {
    return this.branches.stock(request.branchId, request.currency, request.level, request.by);
  }

  @RpcHandler('orders.admin.collections')
  collections(
    request: RpcRequest<'orders.admin.collections'>,
  ): Promise<RpcResponse<'orders.admin.collections'>> {
    return this.queries.collections(request.days);
  }

  @RpcHandler('orders.admin.list')
  list(request: RpcRequest<'orders.admin.list'>): Promise<RpcResponse<'orders.admin.list'>> {
    return this.queries.list(request);
  }

  @RpcHandler('orders.admin.get')
  get(request: RpcRequest<'orders.admin.get'>): Promise<RpcResponse<'orders.admin.get'>> {
    return this.queries.details(request.id);
  }

  @RpcHandler('orders.admin.accept')
  accept(request: RpcRequest<'orders.admin.accept'>): Promise<RpcResponse<'orders.admin.accept'>> {
    return this.lifecycle.accept(request.id, request.by);
  }

  @RpcHandler('orders.admin.complete')
  complete(
    request: RpcRequest<'orders.admin.complete'>,
  ): Promise<RpcResponse<'orders.admin.complete'>> {
    return this.lifecycle.complete(request.id, request.by);
  }

  @RpcHandler('orders.admin.delete')
  delete(request: RpcRequest<'orders.admin.delete'>): Promise<RpcResponse<'orders.admin.delete'>> {
    return this.lifecycle.delete(request.id, request.by);
  }

  @RpcHandler('orders.customer.list')
  mine(request: RpcRequest<'orders.customer.list'>): Promise<RpcResponse<'orders.customer.list'>> {
    return this.queries.mine(request.email);
  }

  @RpcHandler('orders.customer.cancel')
  cancel(
    request: RpcRequest<'orders.customer.cancel'>,
  ): Promise<RpcResponse<'orders.customer.cancel'>> {
    return this.lifecycle.cancelByCustomer(request.id, request.email);
  }

  @RpcHandler('orders.admin.stats')
  stats(request: RpcRequest<'orders.admin.stats'>): Promise<RpcResponse<'orders.admin.stats'>> {
    return this.queries.stats(request.days);
  }
}
