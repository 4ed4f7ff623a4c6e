import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AmqpConnection } from '../messaging/amqp-connection';
import { RpcClient } from '../messaging/rpc';
import { startTransport } from '../messaging/start-transport';
import { memoryLogger } from './memory-logger';
import { testUrls } from './test-urls';

/**
 * Starts a service's Nest app in the test process (RabbitMQ handlers included, no HTTP port) and
 * returns it with a request/reply client on the same namespace, for asking it things.
 */
export async function bootServiceForTest(
  module: DynamicModule,
  namespace: string,
): Promise<{ app: INestApplication; client: RpcClient; close: () => Promise<void> }> {
  const app = await NestFactory.create(module, new FastifyAdapter(), { logger: false });
  await startTransport(app);
  const connection = new AmqpConnection({
    url: testUrls.amqp,
    name: 'test-client',
    namespace,
    logger: memoryLogger().logger,
    ephemeral: true,
  });
  const client = new RpcClient(connection, 5000);
  return {
    app,
    client,
    close: async () => {
      await client.close();
      await connection.close();
      await app.close();
    },
  };
}
