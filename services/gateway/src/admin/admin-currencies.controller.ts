import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  currencyCheckRequestSchema,
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
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { currencyCodeParam } from '../currencies/currencies.controller';
import { ZodBody } from '../http/zod-body';

/** 'Manipulate Currency', Add Currency and Update Currency. Admins only (the /admin path). */
@Controller('admin/currencies')
export class AdminCurrenciesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(): Promise<{ currencies: CurrencyAdmin[] }> {
    return this.rpc.request('rates.currencies.adminList', {});
  }

  /** The provider's rate for 1 GBP in this code, or 422 'Wrong currency tried'. */
  @Post('check')
  @HttpCode(200)
  check(@ZodBody(currencyCheckRequestSchema) body: { code: string }): Promise<CurrencyCheckResult> {
    return this.rpc.request('rates.currencies.check', body);
  }

  @Post()
  @HttpCode(201)
  add(
    @ZodBody(currencyCreateSchema) currency: CurrencyCreate,
    @CurrentCaller() caller: Caller,
  ): Promise<CurrencyAdmin> {
    return this.rpc.request('rates.currencies.add', { currency, changedBy: caller.identity.email });
  }

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
