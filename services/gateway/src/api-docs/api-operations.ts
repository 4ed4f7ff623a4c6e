import { Injectable, RequestMethod } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants';
import { ApplicationConfig, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { z } from 'zod';
import { SIGNED_IN } from '../auth/auth.decorators';
import { isAdminPath } from '../auth/auth.guard';
import { RATE_TABLE_ROUTE } from '../currencies/rate-table.route';
import { ZodPipe } from '../http/zod-body';
import { API_ROUTE } from './api-route.decorator';
import type { ApiRouteDoc } from './api-route.decorator';

/** Who may call an operation: the gateway's guard decides, this only says so. */
export type Access = 'anyone' | 'signed-in' | 'admin';

export interface ApiOperation extends ApiRouteDoc {
  method: string;
  /** As fastify registers it, e.g. /api/v1/orders/:orderNumber. */
  path: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The success status. */
  status: number;
  /** Server-sent events rather than JSON. */
  stream?: boolean;
}

type Handler = (...args: never[]) => unknown;

/** A route's path as fastify registers it, from its parts: /api/v1/orders/:orderNumber. */
const routePath = (...parts: string[]) =>
  `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** The body and query schemas of the zod pipes that validate a route's arguments. */
function validatedBy(controller: Type, method: string): Pick<ApiOperation, 'body' | 'query'> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { pipes?: unknown[] }
  >;
  const schemas: Pick<ApiOperation, 'body' | 'query'> = {};
  for (const pipe of Object.values(args).flatMap((arg) => arg.pipes ?? [])) {
    if (pipe instanceof ZodPipe) {
      const { what, schema } = pipe as ZodPipe<z.ZodType>;
      schemas[what] = schema;
    }
  }
  return schemas;
}

/**
 * Every operation of the public API, read from the routes themselves: each controller route with
 * an @ApiRoute, and the rate table that fastify serves directly (rate-table.route.ts).
 */
@Injectable()
export class ApiOperations {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly config: ApplicationConfig,
  ) {}

  list(): ApiOperation[] {
    const prefix = this.config.getGlobalPrefix();
    const { path, ...rateTable } = RATE_TABLE_ROUTE;
    const operations: ApiOperation[] = [
      { ...rateTable, path: routePath(prefix, path), access: 'anyone', status: 200 },
    ];
    for (const { metatype } of this.discovery.getControllers()) {
      if (!metatype) continue;
      const controller = metatype as Type;
      const prototype = controller.prototype as Record<string, Handler>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const doc = this.reflector.get<ApiRouteDoc | undefined>(API_ROUTE, prototype[method]!);
        if (doc) operations.push(this.operation(prefix, controller, method, doc));
      }
    }
    return operations;
  }

  private operation(prefix: string, controller: Type, method: string, doc: ApiRouteDoc) {
    const handler = (controller.prototype as Record<string, Handler>)[method]!;
    const verb = this.reflector.get<RequestMethod>(METHOD_METADATA, handler);
    const path = routePath(
      prefix,
      this.reflector.get<string>(PATH_METADATA, controller),
      this.reflector.get<string>(PATH_METADATA, handler),
    );
    const signedIn = this.reflector.getAllAndOverride<boolean | undefined>(SIGNED_IN, [
      handler,
      controller,
    ]);
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, handler);
    return {
      method: RequestMethod[verb],
      path,
      access: isAdminPath(path) ? 'admin' : signedIn ? 'signed-in' : 'anyone',
      ...validatedBy(controller, method),
      status: status ?? (verb === RequestMethod.POST ? 201 : 200),
      stream: this.reflector.get<boolean | undefined>(SSE_METADATA, handler) === true,
      ...doc,
    } satisfies ApiOperation;
  }
}
