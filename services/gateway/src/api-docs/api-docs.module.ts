import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';
import { ApiDocsController } from './api-docs.controller';
import { ApiOperations } from './api-operations';

/** /api/docs, read from the routes of every controller of the app. */
@Module({})
export class ApiDocsModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: ApiDocsModule,
      imports: [DiscoveryModule],
      controllers: [ApiDocsController],
      providers: [ApiOperations, { provide: GATEWAY_ENV, useValue: env }],
    };
  }
}
