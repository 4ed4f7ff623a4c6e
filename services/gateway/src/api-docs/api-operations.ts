import { Injectable, ParseUUIDPipe, RequestMethod } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants';
import { ApplicationConfig, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { z } from 'zod';
import { RpcClient } from '@fx/service-kit';
import { SIGNED_IN } from '../auth/auth.decorators';
import { isAdminPath } from '../auth/auth.guard';
import { RATE_TABLE_ROUTE } from '../currencies/rate-table.route';
import { ZodPipe } from '../http/zod-body';
import { API_ROUTE } from './api-route.decorator';
import type { ApiRouteDoc } from './api-route.decorator';

/** Who may call an operation: the gateway's guard decides, this only says so. */
export type Access = 'anyone' | 'signed-in' | 'admin';

/** A route's rate limit as its decorator gives it: a number of requests, or one read at request time. */
type ConfiguredRateLimit = { max: number | (() => number); timeWindow: string | number };

export interface ApiOperation extends ApiRouteDoc {
  /** Stable and unique: the controller's area and the handler, e.g. adminOrdersAccept. */
  operationId: string;
  /** The API area, the path's first segment after the prefix: orders, admin, me... */
  tag: string;
  method: string;
  /** As fastify registers it, e.g. /api/v1/orders/:orderNumber. */
  path: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The body or query is a form: a field at fault answers 422 rather than 400. */
  form?: boolean;
  /** Path parameters checked as UUIDs (ParseUUIDPipe). */
  uuidParams: string[];
  /** The success status. */
  status: number;
  /** Server-sent events rather than JSON. */
  stream?: boolean;
  /** The route's per-client limit (@RouteConfig({ rateLimit })). */
  rateLimit?: { max: number; timeWindow: string | number };
  /** The route is answered through another service (RpcClient), so it may answer 503. */
  viaService: boolean;
}

type Handler = (...args: never[]) => unknown;

/** A route's path as fastify registers it, from its parts: /api/v1/orders/:orderNumber. */
const routePath = (...parts: string[]) =>
  `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

const camel = (text: string) => text.replace(/[-_/](\w)/g, (_, char: string) => char.toUpperCase());

/** What the pipes on a route's arguments validate: its body or query schema, and UUID params. */
function validatedBy(
  controller: Type,
  method: string,
): Pick<ApiOperation, 'body' | 'query' | 'form' | 'uuidParams'> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { data?: unknown; pipes?: unknown[] }
  >;
  const found: Pick<ApiOperation, 'body' | 'query' | 'form' | 'uuidParams'> = { uuidParams: [] };
  for (const arg of Object.values(args)) {
    for (const pipe of arg.pipes ?? []) {
      if (pipe instanceof ZodPipe) {
        const { what, schema, form } = pipe as ZodPipe<z.ZodType>;
        found[what] = schema;
        found.form = form;
      }
      if (pipe instanceof ParseUUIDPipe && typeof arg.data === 'string')
        found.uuidParams.push(arg.data);
    }
  }
  return found;
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
      {
        ...rateTable,
        operationId: 'currenciesTable',
        tag: 'currencies',
        path: routePath(prefix, path),
        access: 'anyone',
        status: 200,
        uuidParams: [],
        viaService: true,
      },
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
    const ids = operations.map((operation) => operation.operationId);
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (twice.length > 0) throw new Error(`Two API operations named ${twice.join(', ')}`);
    return operations;
  }

  private operation(prefix: string, controller: Type, method: string, doc: ApiRouteDoc) {
    const handler = (controller.prototype as Record<string, Handler>)[method]!;
    const verb = this.reflector.get<RequestMethod>(METHOD_METADATA, handler);
    const base = this.reflector.get<string>(PATH_METADATA, controller);
    const path = routePath(prefix, base, this.reflector.get<string>(PATH_METADATA, handler));
    const signedIn = this.reflector.getAllAndOverride<boolean | undefined>(SIGNED_IN, [
      handler,
      controller,
    ]);
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, handler);
    const routeConfig = this.reflector.get<{ rateLimit?: ConfiguredRateLimit } | undefined>(
      FASTIFY_ROUTE_CONFIG_METADATA,
      handler,
    );
    // A limit read from the settings (the staff gate's) is a function: the document says its value.
    const limit = routeConfig?.rateLimit;
    const rateLimit = limit && {
      ...limit,
      max: typeof limit.max === 'function' ? limit.max() : limit.max,
    };
    const injected = (Reflect.getMetadata('design:paramtypes', controller) ?? []) as unknown[];
    const access: Access = isAdminPath(path) ? 'admin' : signedIn ? 'signed-in' : 'anyone';
    return {
      operationId: camel(`${base}-${method}`),
      tag: base.split('/')[0]!,
      method: RequestMethod[verb],
      path,
      access,
      ...validatedBy(controller, method),
      status: status ?? (verb === RequestMethod.POST ? 201 : 200),
      stream: this.reflector.get<boolean | undefined>(SSE_METADATA, handler) === true,
      ...(rateLimit ? { rateLimit } : {}),
      // The guard asks the identity service for a signed-in caller's role.
      viaService: injected.includes(RpcClient) || access !== 'anyone',
      ...doc,
    } satisfies ApiOperation;
  }
}
