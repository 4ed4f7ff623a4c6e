import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AmqpConnection } from '@fx/service-kit';
import {
  createTestDatabase,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { BuiltService, TestDatabase } from '@fx/service-kit/testing';
import { startTestGateway, waitForServices } from './gateway-harness';

export type ServiceName =
  'rates' | 'orders' | 'identity' | 'notifications' | 'payments' | 'compliance';

/** The real services as processes on a database and namespace of their own, the gateway in front. */
export interface GatewayStack {
  database: TestDatabase;
  namespace: string;
  services: Partial<Record<ServiceName, BuiltService>>;
  gateway: NestFastifyApplication;
  /** On the stack's namespace, for the test's own requests and events. */
  connection: AmqpConnection;
  /** Stops everything it started (a service already stopped is left as it is). */
  close(): Promise<void>;
}

export interface GatewayStackOptions {
  /** Names the database, the namespace and the test's connection. */
  label: string;
  logger: Logger;
  /** The services to run, started in this order, each with the settings of its own. */
  services: Partial<Record<ServiceName, Record<string, string>>>;
  /** Settings every service gets beside the test's broker namespace, database and Redis. */
  shared?: Record<string, string>;
  /** The database address the services are given, made from the test database's. */
  databaseUrl?: (url: string) => string;
  /** The gateway's settings beside those of startTestGateway. */
  gateway?: Record<string, string>;
}

/** Starts the stack and waits until every service answers; stops what it started if one never does. */
export async function startGatewayStack(options: GatewayStackOptions): Promise<GatewayStack> {
  const services: Partial<Record<ServiceName, BuiltService>> = {};
  let database: TestDatabase | undefined;
  let gateway: NestFastifyApplication | undefined;
  let connection: AmqpConnection | undefined;
  const close = async () => {
    await connection?.close();
    await gateway?.close();
    await Promise.all(Object.values(services).map((service) => service.stop()));
    await database?.drop();
  };
  try {
    database = await createTestDatabase(options.label);
    const namespace = uniqueNamespace(options.label);
    const databaseUrl = options.databaseUrl?.(database.url) ?? database.url;
    const shared = {
      ...serviceTestEnv({ namespace, databaseUrl, redis: true }),
      ...options.shared,
    };
    const names = Object.keys(options.services) as ServiceName[];
    for (const name of names)
      services[name] = startBuiltService(name, { ...shared, ...options.services[name] });
    gateway = await startTestGateway(namespace, options.logger, options.gateway);
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: `${options.label}-test`,
      namespace,
      logger: options.logger,
      ephemeral: true,
    });
    await waitForServices(connection, names, Object.values(services));
    return { database, namespace, services, gateway, connection, close };
  } catch (error) {
    await close();
    throw error;
  }
}
