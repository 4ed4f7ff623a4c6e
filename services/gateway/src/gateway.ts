import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AmqpConnection, Metrics, NestPinoLogger, REDIS } from '@fx/service-kit';
import { RateTable } from '@fx/rate-table';
import type { Redis } from 'ioredis';
import { AppModule } from './app.module';
import { AppIconsService } from './app-manifest/app-icons.service';
import { registerAppManifestRoutes } from './app-manifest/app-manifest.routes';
import type { GatewayEnv } from './config/env';
import { registerRateTableRoute } from './currencies/rate-table.route';
import { MAX_PARAM_LENGTH, clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerHttpTracing } from './http/http-tracing';
import { registerHttpMetrics } from './http/http-metrics';
import { registerRushSignal } from './http/rush';
import { acceptEmptyJsonBodies, registerRequestContext } from './http/request-context';
import { registerSecurity } from './http/security';
import { PageRenderer } from './pages/page-renderer';
import { registerSeoRoutes } from './pages/seo.routes';

export interface RouteEntry {
  method: string;
  url: string;
}

/** Every route the gateway serves, as fastify registered them: the authorization tests walk it. */
export const ROUTES = new WeakMap<NestFastifyApplication, RouteEntry[]>();

export const API_PREFIX = 'api/v1';

/**
 * Builds the gateway: the API under /api/v1, health under /health, /robots.txt and /sitemap.xml,
 * the web app manifest and its icons, and the SPA everywhere else (its public pages rendered on the server).
 */
export async function createGateway(
  env: GatewayEnv,
  logger: Logger,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // The gateway has no Nest middleware (its per-request work is fastify hooks), so @fastify/middie
    // would only add a hook to every request. Nest middleware added later fails at boot, loudly.
    skipMiddie: true,
    // What fastify refuses itself answers in the product's error shape (http/framework-errors.ts).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(env, logger),
    adapter,
    {
      logger: new NestPinoLogger(logger),
      abortOnError: false,
      // The API speaks JSON only; its parser is set up below (acceptEmptyJsonBodies).
      bodyParser: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  const routes: RouteEntry[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  ROUTES.set(app, routes);
  registerRequestContext(fastify, logger);
  registerHttpMetrics(fastify, app.get(Metrics));
  registerHttpTracing(fastify);
  registerRushSignal(fastify, app.get(AmqpConnection), {
    inFlight: env.RUSH_IN_FLIGHT,
    rate: env.RUSH_RATE,
    holdMs: env.RUSH_HOLD_MS,
  });
  acceptEmptyJsonBodies(fastify);
  await registerSecurity(app, env, app.get<Redis>(REDIS));
  registerRateTableRoute(fastify, `/${API_PREFIX}`, app.get(RateTable), logger);
  registerSeoRoutes(fastify, env, app.get(PageRenderer), logger);
  registerAppManifestRoutes(fastify, app.get(AppIconsService), logger);
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: 'health/live', method: RequestMethod.GET },
      { path: 'health/ready', method: RequestMethod.GET },
      { path: 'api/docs', method: RequestMethod.GET },
      { path: 'api/docs/openapi.json', method: RequestMethod.GET },
    ],
  });
  // The SPA is served from the gateway's own origin; other origins only when configured (with
  // none, no CORS hook runs at all, and browsers refuse cross-origin calls as they should).
  if (env.CORS_ORIGINS.length > 0) app.enableCors({ origin: env.CORS_ORIGINS });
  if (env.SPA_DIR && existsSync(join(env.SPA_DIR, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: env.SPA_DIR,
      wildcard: false,
      cacheControl: false,
      // The page itself is the SPA index's to serve, made for the bureau (http/spa-index.ts).
      index: false,
      allowedPath: (path) => path !== '/index.html',
      // The build writes .br and .gz beside every text asset; a browser that accepts one gets it.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/, so those never change; the page itself may.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.enableShutdownHooks();
  return app;
}
