import { Controller, Get, Param, Put } from '@nestjs/common';
import {
  collectionBranchSchema,
  collectionScheduleSchema,
  collectionsQuerySchema,
  collectionsSchema,
  stockUpdateSchema,
} from '@fx/contracts';
import type {
  CollectionBranch,
  CollectionScheduleInput,
  Collections,
  CollectionsQuery,
  StockLevel,
} from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, staffActor } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { CURRENCY_CODE_PARAM, currencyCodeParam } from '../currencies/currencies.controller';
import { ZodForm, ZodQuery } from '../http/zod-body';

/**
 * A branch's collection days and stock, as staff edit them: its week, closed days and same-day
 * cut-off, and each currency's stock. Admins only (the /admin path). Staff fill these in as
 * forms, so a bad field answers 422 with its own message.
 */
@Controller('admin/branches')
export class AdminBranchesController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: "Replaces a branch's week, closed days and same-day cut-off",
    response: collectionBranchSchema,
    raises: { BRANCH_UNKNOWN: 'no such branch' },
  })
  @Put(':id/schedule')
  schedule(
    @Param('id') branchId: string,
    @ZodForm(collectionScheduleSchema) schedule: CollectionScheduleInput,
    @CurrentCaller() caller: Caller,
  ): Promise<CollectionBranch> {
    return this.rpc.request('orders.branches.schedule', {
      branchId,
      schedule,
      by: staffActor(caller),
    });
  }

  @ApiRoute({
    summary: 'Sets a currency at a branch in stock, order-in with a lead time, or unavailable',
    response: collectionBranchSchema,
    raises: {
      BRANCH_UNKNOWN: 'no such branch',
      UNPROCESSABLE: 'a currency the bureau does not offer',
    },
    pathParams: { currency: CURRENCY_CODE_PARAM },
  })
  @Put(':id/stock/:currency')
  stock(
    @Param('id') branchId: string,
    @Param('currency') currency: string,
    @ZodForm(stockUpdateSchema) level: StockLevel,
    @CurrentCaller() caller: Caller,
  ): Promise<CollectionBranch> {
    return this.rpc.request('orders.branches.stock', {
      branchId,
      currency: currencyCodeParam(currency, 'currency'),
      level,
      by: staffActor(caller),
    });
  }
}

/** Collections: the accepted orders to prepare, day by day from today. Admins only. */
@Controller('admin/collections')
export class AdminCollectionsController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: 'Accepted orders by collection day from today, with the amounts to prepare',
    response: collectionsSchema,
  })
  @Get()
  list(@ZodQuery(collectionsQuerySchema) query: CollectionsQuery): Promise<Collections> {
    return this.rpc.request('orders.admin.collections', query);
  }
}
