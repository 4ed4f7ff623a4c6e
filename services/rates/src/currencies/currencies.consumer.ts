import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { AddCurrencyCommand } from './add-currency/add-currency.command';
import { CheckCurrencyQuery } from './check-currency/check-currency.query';
import { GetCurrencyQuery } from './get-currency/get-currency.query';
import { ListAdminCurrenciesQuery } from './list-admin-currencies/list-admin-currencies.query';
import { ListCurrenciesQuery } from './list-currencies/list-currencies.query';
import { UpdateCurrencyCommand } from './update-currency/update-currency.command';

/** RabbitMQ adapter: requests in, one command or query each. */
@Controller()
export class CurrenciesConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RpcHandler('rates.currencies.list')
  list(): Promise<RpcResponse<'rates.currencies.list'>> {
    return this.queries.execute(new ListCurrenciesQuery());
  }

  @RpcHandler('rates.currencies.get')
  get(request: RpcRequest<'rates.currencies.get'>): Promise<RpcResponse<'rates.currencies.get'>> {
    return this.queries.execute(new GetCurrencyQuery(request.code));
  }

  @RpcHandler('rates.currencies.adminList')
  adminList(): Promise<RpcResponse<'rates.currencies.adminList'>> {
    return this.queries.execute(new ListAdminCurrenciesQuery());
  }

  @RpcHandler('rates.currencies.check')
  check(
    request: RpcRequest<'rates.currencies.check'>,
  ): Promise<RpcResponse<'rates.currencies.check'>> {
    return this.queries.execute(new CheckCurrencyQuery(request.code));
  }

  @RpcHandler('rates.currencies.add')
  add(request: RpcRequest<'rates.currencies.add'>): Promise<RpcResponse<'rates.currencies.add'>> {
    return this.commands.execute(new AddCurrencyCommand(request.currency, request.changedBy));
  }

  @RpcHandler('rates.currencies.update')
  update(
    request: RpcRequest<'rates.currencies.update'>,
  ): Promise<RpcResponse<'rates.currencies.update'>> {
    return this.commands.execute(
      new UpdateCurrencyCommand(request.code, request.changes, request.changedBy),
    );
  }
}
