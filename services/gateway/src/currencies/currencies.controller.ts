import { Controller, Get, Header, Param } from '@nestjs/common';
import { pricedCurrencySchema, rateHistoryQuerySchema, rateHistorySchema } from '@fx/contracts';
import type { PricedCurrency, RateHistory } from '@fx/contracts';
import { DomainError, RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { ZodFormQuery } from '../http/zod-body';

export const CURRENCY_CODE = /^[A-Z]{3}$/;
/** A currency code in the address, as the API document says it (either case). */
export const CURRENCY_CODE_PARAM = {
  type: 'string',
  minLength: 3,
  maxLength: 3,
  pattern: '^[A-Za-z]{3}$',
};

/** A currency code from the address, upper-cased; 400 naming `field` when it is not one. */
export function currencyCodeParam(code: string, field = 'code'): string {
  const upper = code.toUpperCase();
  if (!CURRENCY_CODE.test(upper)) {
    throw new DomainError('VALIDATION_FAILED', 'A currency code has three letters, such as EUR', [
      { field, message: 'must be three letters' },
    ]);
  }
  return upper;
}

@Controller('currencies')
export class CurrenciesController {
  // GET /currencies itself (the rate table) is served by rate-table.route.ts.
  constructor(private readonly rpc: RpcClient) {}

  /** Market and customer rates over the last `days` (1 to 365, default 30), oldest first, for a chart. */
  @ApiRoute({
    summary: 'Rate history of a currency, for charts',
    response: rateHistorySchema,
    pathParams: { code: CURRENCY_CODE_PARAM },
  })
  @Get(':code/history')
  @Header('cache-control', 'public, max-age=60')
  history(
    @Param('code') code: string,
    @ZodFormQuery(rateHistoryQuerySchema) query: { days: number },
  ): Promise<RateHistory> {
    return this.rpc.request('rates.currencies.history', {
      code: currencyCodeParam(code),
      days: query.days,
    });
  }

  @ApiRoute({
    summary: 'One currency with its Click & Collect and Click & Sell rates',
    response: pricedCurrencySchema,
    raises: { CURRENCY_NOT_OFFERED: 'a currency the bureau does not offer' },
    pathParams: { code: CURRENCY_CODE_PARAM },
  })
  @Get(':code')
  one(@Param('code') code: string): Promise<PricedCurrency> {
    return this.rpc.request('rates.currencies.get', { code: currencyCodeParam(code) });
  }
}
