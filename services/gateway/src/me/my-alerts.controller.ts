import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  RPC_SCHEMAS,
  alertChannelChangeSchema,
  alertListSchema,
  alertRequestSchema,
  rateAlertSchema,
} from '@fx/contracts';
import type { AlertChannelChange, AlertList, RateAlert } from '@fx/contracts';
import type { z } from 'zod';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, SignedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodBody, ZodForm } from '../http/zod-body';
import { verifiedEmailOf } from './verified-email';

/** A signed-in customer's rate alerts, by their verified e-mail (those set by e-mail included). */
@Controller('me/alerts')
@SignedIn()
export class MyAlertsController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: "The caller's rate alerts and how many more may be set",
    response: alertListSchema,
    raises: { EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified" },
  })
  @Get()
  list(@CurrentCaller() caller: Caller): Promise<AlertList> {
    return this.rpc.request('rates.alerts.list', { email: verifiedEmailOf(caller) });
  }

  @ApiRoute({
    summary: 'Sets a rate alert, active at once',
    response: rateAlertSchema,
    raises: {
      EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified",
      ALERT_INVALID: 'a currency or target rate that is not acceptable',
      ALERT_LIMIT_REACHED: 'already 10 alerts waiting',
    },
  })
  @Post()
  @RouteConfig({ rateLimit: { max: 20, timeWindow: '1 minute' } })
  create(
    @ZodForm(alertRequestSchema) alert: z.output<typeof alertRequestSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<RateAlert> {
    return this.rpc.request('rates.alerts.create', {
      ...alert,
      email: verifiedEmailOf(caller),
      uid: caller.identity.uid,
    });
  }

  @ApiRoute({
    summary: "Changes how one of the caller's alerts that has not fired reaches them",
    response: rateAlertSchema,
    raises: {
      EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified",
      ALERT_NOT_FOUND: 'no such alert, or it has been removed',
      ALERT_ALREADY_SENT: 'the alert has fired: it keeps the channel it was sent by',
    },
  })
  @Put(':id/channel')
  setChannel(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) id: string,
    @ZodBody(alertChannelChangeSchema) change: AlertChannelChange,
    @CurrentCaller() caller: Caller,
  ): Promise<RateAlert> {
    return this.rpc.request('rates.alerts.setChannel', {
      ...change,
      id,
      email: verifiedEmailOf(caller),
    });
  }

  @ApiRoute({
    summary: "Deletes one of the caller's alerts",
    response: RPC_SCHEMAS['rates.alerts.delete'].response,
    raises: {
      EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified",
      ALERT_NOT_FOUND: 'no such alert, or it has been removed',
    },
  })
  @Delete(':id')
  @HttpCode(200)
  delete(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<{ deleted: true }> {
    return this.rpc.request('rates.alerts.delete', { id, email: verifiedEmailOf(caller) });
  }
}
