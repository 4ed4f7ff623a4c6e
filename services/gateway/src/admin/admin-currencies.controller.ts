import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  RPC_SCHEMAS,
  currencyAdminSchema,
  currencyCheckRequestSchema,
  currencyCheckResultSchema,
  currencyCreateSchema,
  currencyUpdateSchema,
} from '@fx/contracts';
import type {
  CurrencyAdmin,
  CurrencyCheckResult,
  CurrencyCreate,
  CurrencyUpdate,
} from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { CURRENCY_CODE_PARAM, currencyCodeParam } from '../currencies/currencies.controller';
import { ZodBody } from '../http/zod-body';

/** 'Manipulate Currency', Add Currency and Update Currency. Admins only (the /admin path). */
@Controller('admin/currencies')
export class AdminCurrenciesController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: 'Every currency with market, buying and selling rates and margins',
    response: RPC_SCHEMAS['rates.currencies.adminList'].response,
  })
  @Get()
  list(): Promise<{ currencies: CurrencyAdmin[] }> {
    return this.rpc.request('rates.currencies.adminList', {});
  }

  /** The provider's rate for 1 GBP in this code, or 422 'Wrong currency tried'. */
  @ApiRoute({
    summary: "The provider's market rate for a code ('Wrong currency tried')",
    response: currencyCheckResultSchema,
    raises: {
      CURRENCY_INVALID: "not an ISO 4217 code the provider prices ('Wrong currency tried')",
    },
  })
  @Post('check')
  @HttpCode(200)
  check(@ZodBody(currencyCheckRequestSchema) body: { code: string }): Promise<CurrencyCheckResult> {
    return this.rpc.request('rates.currencies.check', body);
  }

  @ApiRoute({
    summary: 'Adds a currency at the rate the server fetches',
    response: currencyAdminSchema,
    raises: {
      CURRENCY_EXISTS: 'a currency already in the list',
      CURRENCY_INVALID: "not an ISO 4217 code the provider prices ('Wrong currency tried')",
    },
  })
  @Post()
  @HttpCode(201)
  add(
    @ZodBody(currencyCreateSchema) currency: CurrencyCreate,
    @CurrentCaller() caller: Caller,
  ): Promise<CurrencyAdmin> {
    return this.rpc.request('rates.currencies.add', { currency, changedBy: caller.identity.email });
  }

  @ApiRoute({
    summary: 'Changes a currency: label, margins, active',
    response: currencyAdminSchema,
    raises: { CURRENCY_NOT_OFFERED: 'a currency not in the list' },
    pathParams: { code: CURRENCY_CODE_PARAM },
  })
  @Put(':code')
  update(
    @Param('code') code: string,
    @ZodBody(currencyUpdateSchema) changes: CurrencyUpdate,
    @CurrentCaller() caller: Caller,
  ): Promise<CurrencyAdmin> {
    return this.rpc.request('rates.currencies.update', {
      code: currencyCodeParam(code),
      changes,
      changedBy: caller.identity.email,
    });
  }
}
