import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateHistoryQuerySchema } from '@fx/contracts';
import type { PricedCurrency, RateHistory } from '@fx/contracts';
import { DomainError, RateTable, RpcClient } from '@fx/service-kit';
import { ZodQuery } from '../http/zod-body';

export const CURRENCY_CODE = /^[A-Z]{3}$/;

export function currencyCodeParam(code: string): string {
  const upper = code.toUpperCase();
  if (!CURRENCY_CODE.test(upper)) {
    throw new DomainError('VALIDATION_FAILED', 'A currency code has three letters, such as EUR', [
      { field: 'code', message: 'must be three letters' },
    ]);
  }
  return upper;
}

@Controller('currencies')
export class CurrenciesController {
  constructor(
    private readonly table: RateTable,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * The public rate table: market rate and both customer rates of every active currency. Served from
   * memory with an ETag; a client that already has this version gets a 304 and no body.
   */
  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { etag, body } = await this.table.get();
    void reply.header('etag', etag).header('cache-control', 'public, max-age=5, must-revalidate');
    if (request.headers['if-none-match'] === etag) {
      void reply.status(304).send();
      return;
    }
    void reply.header('content-type', 'application/json; charset=utf-8').send(body);
  }

  /** Market and customer rates over the last `days` (default 30), oldest first, for a chart. */
  @Get(':code/history')
  @Header('cache-control', 'public, max-age=60')
  history(
    @Param('code') code: string,
    @ZodQuery(rateHistoryQuerySchema) query: { days: number },
  ): Promise<RateHistory> {
    return this.rpc.request('rates.currencies.history', {
      code: currencyCodeParam(code),
      days: query.days,
    });
  }

  @Get(':code')
  one(@Param('code') code: string): Promise<PricedCurrency> {
    return this.rpc.request('rates.currencies.get', { code: currencyCodeParam(code) });
  }
}
