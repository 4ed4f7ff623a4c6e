import { Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { quoteRequestSchema, quoteSchema } from '@fx/contracts';
import type { Quote, QuoteRequest } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { ZodForm } from '../http/zod-body';

/** POST /quotes: prices up to 4 lines exactly as an order would be priced. */
@Controller('quotes')
export class QuotesController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: 'Prices up to 4 lines exactly as an order would be priced',
    response: quoteSchema,
    raises: {
      ORDER_LINES_INVALID: 'a line that cannot be priced: amount, currency, too many lines',
    },
  })
  @Post()
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 240, timeWindow: '1 minute' } })
  quote(@ZodForm(quoteRequestSchema) body: QuoteRequest): Promise<Quote> {
    return this.rpc.request('orders.quote', body);
  }
}
