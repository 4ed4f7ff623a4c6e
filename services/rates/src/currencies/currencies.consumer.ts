import { Controller } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { CurrenciesService } from './currencies.service';

/** RabbitMQ adapter: requests in, one service call each. */
@Controller()
export class CurrenciesConsumer implements OnModuleInit {
  constructor(private readonly currencies: CurrenciesService) {}

  /**
   * The gateway reads the table from Redis: make sure it is there once this instance is up, and
   * before the outbox relay starts (on bootstrap) and sends what a stopped process left unsent,
   * so a gateway reloading on one of those events finds the table they announce.
   */
  async onModuleInit(): Promise<void> {
    await this.currencies.publishTable();
  }

  @RpcHandler('rates.currencies.list')
  list(): Promise<RpcResponse<'rates.currencies.list'>> {
    return this.currencies.publishTable();
  }

  @RpcHandler('rates.currencies.get')
  get(request: RpcRequest<'rates.currencies.get'>): Promise<RpcResponse<'rates.currencies.get'>> {
    return this.currencies.get(request.code);
  }

  @RpcHandler('rates.currencies.adminList')
  adminList(): Promise<RpcResponse<'rates.currencies.adminList'>> {
    return this.currencies.adminList();
  }

  @RpcHandler('rates.currencies.check')
  check(
    request: RpcRequest<'rates.currencies.check'>,
  ): Promise<RpcResponse<'rates.currencies.check'>> {
    return this.currencies.check(request.code);
  }

  @RpcHandler('rates.currencies.add')
  add(request: RpcRequest<'rates.currencies.add'>): Promise<RpcResponse<'rates.currencies.add'>> {
    return this.currencies.add(request.currency, request.changedBy);
  }

  @RpcHandler('rates.currencies.update')
  update(
    request: RpcRequest<'rates.currencies.update'>,
  ): Promise<RpcResponse<'rates.currencies.update'>> {
    return this.currencies.update(request.code, request.changes, request.changedBy);
  }
}
