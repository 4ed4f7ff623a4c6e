import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { alertTokenSchema, publicAlertRequestSchema } from '@fx/contracts';
import type { AlertPending, AlertToken, PublicAlertRequest, RateAlert } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ZodBody, ZodForm, ZodQuery } from '../http/zod-body';
import { KEPT_WHEN_REDIS_IS_AWAY } from '../http/rate-limit-store';

/**
 * Rate alerts without an account: set by e-mail (started by the link in the e-mail), and stopped
 * by the unsubscribe link of the alert's e-mail, no sign-in needed. GET changes nothing: the
 * unsubscribe page reads the alert with GET and stops it with POST.
 */
@Controller('alerts')
export class AlertsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(202)
  @RouteConfig({ rateLimit: { max: 5, timeWindow: '10 minutes', ...KEPT_WHEN_REDIS_IS_AWAY } })
  request(@ZodForm(publicAlertRequestSchema) alert: PublicAlertRequest): Promise<AlertPending> {
    return this.rpc.request('rates.alerts.request', alert);
  }

  @Post('confirm')
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '1 minute' } })
  confirm(@ZodBody(alertTokenSchema) body: AlertToken): Promise<RateAlert> {
    return this.rpc.request('rates.alerts.confirm', body);
  }

  @Get('unsubscribe')
  @RouteConfig({ rateLimit: { max: 30, timeWindow: '1 minute' } })
  describe(@ZodQuery(alertTokenSchema) query: AlertToken): Promise<RateAlert> {
    return this.rpc.request('rates.alerts.byToken', query);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '1 minute' } })
  unsubscribe(@ZodBody(alertTokenSchema) body: AlertToken): Promise<{ deleted: true }> {
    return this.rpc.request('rates.alerts.unsubscribe', body);
  }
}
