import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { startTransport } from '../messaging/start-transport';

/**
 * `count` instances of a service's Nest app in the test's process, on whatever the module's
 * settings share (database, broker namespace, Redis), started together as a Swarm service's
 * replicas are after a deploy or when their node comes back: each serves its RabbitMQ handlers
 * and runs its timers (no HTTP port). `module` makes each instance's own module.
 */
export function bootReplicas(
  count: number,
  module: () => DynamicModule,
): Promise<INestApplication[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const app = await NestFactory.create(module(), new FastifyAdapter(), { logger: false });
      await startTransport(app);
      return app;
    }),
  );
}
