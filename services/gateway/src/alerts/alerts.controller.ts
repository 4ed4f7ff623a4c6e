import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  RPC_SCHEMAS,
  alertPendingSchema,
  alertTokenSchema,
  publicAlertRequestSchema,
  rateAlertSchema,
} from '@fx/contracts';
import type { AlertPending, AlertToken, PublicAlertRequest, RateAlert } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
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

  @ApiRoute({
    summary: 'A rate alert by e-mail: starts once the link in the e-mail is followed',
    response: alertPendingSchema,
    raises: {
      ALERT_INVALID: 'a currency or target rate that is not acceptable',
      ALERT_LIMIT_REACHED: 'the address already has the most alerts it may have',
    },
  })
  @Post()
  @HttpCode(202)
  @RouteConfig({ rateLimit: { max: 5, timeWindow: '10 minutes', ...KEPT_WHEN_REDIS_IS_AWAY } })
  request(@ZodForm(publicAlertRequestSchema) alert: PublicAlertRequest): Promise<AlertPending> {
    return this.rpc.request('rates.alerts.request', alert);
  }

  @ApiRoute({
    summary: 'Confirms an alert from its e-mail link',
    response: rateAlertSchema,
    raises: { ALERT_NOT_FOUND: 'no such alert, or it has been removed' },
  })
  @Post('confirm')
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '1 minute' } })
  confirm(@ZodBody(alertTokenSchema) body: AlertToken): Promise<RateAlert> {
    return this.rpc.request('rates.alerts.confirm', body);
  }

  @ApiRoute({
    summary: 'What an unsubscribe link is for (changes nothing)',
    response: rateAlertSchema,
    raises: { ALERT_NOT_FOUND: 'no such alert, or it has been removed' },
  })
  @Get('unsubscribe')
  @RouteConfig({ rateLimit: { max: 30, timeWindow: '1 minute' } })
  describe(@ZodQuery(alertTokenSchema) query: AlertToken): Promise<RateAlert> {
    return this.rpc.request('rates.alerts.byToken', query);
  }

  @ApiRoute({
    summary: 'Stops an alert from its e-mail link, without signing in',
    response: RPC_SCHEMAS['rates.alerts.unsubscribe'].response,
    raises: { ALERT_NOT_FOUND: 'no such alert, or it has been removed' },
  })
  @Post('unsubscribe')
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '1 minute' } })
  unsubscribe(@ZodBody(alertTokenSchema) body: AlertToken): Promise<{ deleted: true }> {
    return this.rpc.request('rates.alerts.unsubscribe', body);
  }
}
