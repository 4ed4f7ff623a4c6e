import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  RPC_SCHEMAS,
  pushDeviceListSchema,
  pushDeviceRequestSchema,
  pushDeviceSchema,
} from '@fx/contracts';
import type { PushDevice, PushDeviceList } from '@fx/contracts';
import type { z } from 'zod';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, SignedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodBody } from '../http/zod-body';
import { verifiedEmailOf } from './verified-email';

const NOT_VERIFIED = { EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified" } as const;

/**
 * The devices a signed-in customer gets pushes on (rate alerts, order updates). Only their own
 * account's: push is for signed-in customers, whose e-mail is verified, so nobody is pushed about
 * an address they have not proven.
 */
@Controller('me/push-devices')
@SignedIn()
export class MyPushDevicesController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: "The caller's push devices",
    response: pushDeviceListSchema,
    raises: NOT_VERIFIED,
  })
  @Get()
  list(@CurrentCaller() caller: Caller): Promise<PushDeviceList> {
    return this.rpc.request('notifications.push.list', { email: verifiedEmailOf(caller) });
  }

  @ApiRoute({
    summary:
      "Registers this device's push subscription (PushManager.subscribe()) and what it wants pushed; again with the same endpoint, updates it",
    response: pushDeviceSchema,
    raises: {
      ...NOT_VERIFIED,
      PUSH_DEVICE_NOT_FOUND: 'push is not offered (PUSH_ENABLED is off)',
    },
  })
  @Post()
  @RouteConfig({ rateLimit: { max: 10, timeWindow: '1 minute' } })
  register(
    @ZodBody(pushDeviceRequestSchema) device: z.output<typeof pushDeviceRequestSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<PushDevice> {
    return this.rpc.request('notifications.push.register', {
      ...device,
      email: verifiedEmailOf(caller),
      uid: caller.identity.uid,
    });
  }

  @ApiRoute({
    summary: 'Turns a device off: it gets no more pushes',
    response: RPC_SCHEMAS['notifications.push.remove'].response,
    raises: { ...NOT_VERIFIED, PUSH_DEVICE_NOT_FOUND: 'no such device of the caller’s' },
  })
  @Delete(':id')
  @HttpCode(200)
  remove(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<{ deleted: true }> {
    return this.rpc.request('notifications.push.remove', { id, email: verifiedEmailOf(caller) });
  }
}
