import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { NestPinoLogger, createLogger } from './logging/logger';
import { exitOnEnvError } from './config/parse-env';
import { startTransport } from './messaging/start-transport';
import { startTracing, stopTracingOnClose } from './tracing/tracing';

export interface ServiceBootstrapOptions {
  logger: Logger;
  /** Port of the small HTTP server with /health/live and /health/ready (0 picks a free one). */
  healthPort: number;
  healthHost: string;
}

/**
 * Starts a back-end service: its Nest app as a hybrid one (service-kit's transport serves its
 * message handlers, started before HTTP) and the health endpoints. Stops cleanly on SIGTERM and
 * SIGINT (the transport first, then the client, the publisher and the connection).
 */
export async function bootstrapService(
  module: DynamicModule,
  options: ServiceBootstrapOptions,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(module, new FastifyAdapter(), {
    logger: new NestPinoLogger(options.logger),
    abortOnError: false,
  });
  app.enableShutdownHooks();
  stopTracingOnClose(app);
  await startTransport(app);
  await app.listen(options.healthPort, options.healthHost);
  options.logger.info({ health: await app.getUrl() }, 'service started');
  return app;
}

/** Logs a failure to start and exits, rather than leaving a half-started process. */
export function exitOnStartupError(logger: Logger, error: unknown): never {
  logger.fatal({ err: error instanceof Error ? error.stack : String(error) }, 'could not start');
  logger.flush();
  process.exit(1);
}

export interface RunnableEnv {
  LOG_LEVEL: string;
  HEALTH_PORT: number;
  HEALTH_HOST: string;
}

/**
 * The whole `main` of a back-end service: read and check the environment (exit naming every bad
 * variable), start tracing if an OTLP endpoint is set, create the logger, start the app, exit with the reason if it cannot start.
 */
export function runService<E extends RunnableEnv>(options: {
  service: string;
  loadEnv: () => E;
  module: (env: E, logger: Logger) => DynamicModule;
}): void {
  let env: E;
  try {
    env = options.loadEnv();
    startTracing(options.service);
  } catch (error) {
    exitOnEnvError(error);
  }
  const logger = createLogger({ service: options.service, level: env.LOG_LEVEL });
  bootstrapService(options.module(env, logger), {
    logger,
    healthPort: env.HEALTH_PORT,
    healthHost: env.HEALTH_HOST,
  }).catch((error: unknown) => exitOnStartupError(logger, error));
}
