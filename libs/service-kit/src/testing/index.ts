import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { EnvError } from '../config/parse-env';
import { createLogger } from '../logging/logger';
import { AmqpConnection } from '../messaging/amqp-connection';
import { RpcClient } from '../messaging/rpc';
import type { Logger } from '../logging/logger';

/** Addresses of the real services the tests use: from the environment, else the local ones. */
export const testUrls = {
  amqp: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  postgresAdmin: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
};

export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** A prefix for exchange and queue names that no other test run shares. */
export function uniqueNamespace(label: string): string {
  return `test-${label}-${randomSuffix()}.`;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A TCP port nobody listens on now, for a server a test starts as another process. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new, empty database for one test file; `drop()` removes it. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `fx_test_${label.replace(/\W/g, '_')}_${randomSuffix()}`;
  const admin = new Client({ connectionString: testUrls.postgresAdmin });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(testUrls.postgresAdmin, name),
    drop: async () => {
      const client = new Client({ connectionString: testUrls.postgresAdmin });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A logger that keeps its JSON lines in memory, for tests that read what was logged. */
export function memoryLogger(service = 'test'): {
  logger: Logger;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = createLogger({ service, level: 'debug', destination });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines };
}

/**
 * A TCP proxy in front of a real service, so a test can cut the network between a client and
 * the service (every open connection dropped, new ones refused) and restore it, without stopping
 * the service that other tests share.
 */
export class TcpProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private open = true;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
    server: net.Server,
  ) {
    this.server = server;
  }

  static async start(targetUrl: string, defaultPort: number): Promise<TcpProxy> {
    const parsed = new URL(targetUrl);
    const target = { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
    const holder: { proxy?: TcpProxy } = {};
    const server = net.createServer((client) => holder.proxy?.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.proxy = new TcpProxy(target, (server.address() as net.AddressInfo).port, server);
    return holder.proxy;
  }

  /** The target URL with its host and port replaced by the proxy's. */
  urlFor(targetUrl: string): string {
    const parsed = new URL(targetUrl);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  private accept(client: net.Socket): void {
    if (!this.open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.target);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  /** Drops every connection and refuses new ones. */
  cut(): void {
    this.open = false;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.open = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Polls until `check` returns a value that is not undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `condition not met within ${timeoutMs} ms${lastError instanceof Error ? `: ${lastError.message}` : ''}`,
  );
}

/**
 * Waits until every path answers 2xx on a server the test started as a process (a gateway); if
 * one never does, the error carries `output()`, what the processes printed.
 */
export async function waitForHttp(
  base: string,
  paths: readonly string[],
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const answers = (path: string) =>
    fetch(`${base}${path}`).then(
      (response) => response.ok,
      () => false,
    );
  await eventually(
    async () => {
      for (const path of paths) if (!(await answers(path))) return false;
      return true;
    },
    timeoutMs,
    250,
  ).catch((error: Error) => {
    throw new Error(`${error.message}
${output()}`);
  });
}

/**
 * Starts a service's Nest app in the test process (RabbitMQ handlers included, no HTTP port) and
 * returns it with a request/reply client on the same namespace, for asking it things.
 */
export async function bootServiceForTest(
  module: DynamicModule,
  namespace: string,
): Promise<{ app: INestApplication; client: RpcClient; close: () => Promise<void> }> {
  const app = await NestFactory.create(module, new FastifyAdapter(), { logger: false });
  await app.init();
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

export { AuthEmulator, forgeToken } from './auth-emulator';
export { startBuiltService } from './built-service';
export type { BuiltService } from './built-service';
export { SmtpInbox } from './smtp-inbox';

/**
 * The environment a service under test shares with its test: the real broker under the test's own
 * namespace (queues expire), and optionally its database and Redis under the same prefix.
 */
export function serviceTestEnv(options: {
  namespace: string;
  databaseUrl?: string;
  redis?: boolean;
}): Record<string, string> {
  return {
    AMQP_URL: testUrls.amqp,
    AMQP_NAMESPACE: options.namespace,
    AMQP_EPHEMERAL: 'true',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.redis ? { REDIS_URL: testUrls.redis, REDIS_KEY_PREFIX: options.namespace } : {}),
  };
}

/** A real-looking bureau's SITE_* settings: what production starts with (no example details). */
export const productionSiteEnv: Readonly<Record<string, string>> = {
  SITE_BRAND_NAME: 'Riverside Currency',
  SITE_TAGLINE: 'Travel money by the river, at the rates you see online.',
  SITE_COMPANY_NAME: 'Riverside Currency Exchange Ltd',
  SITE_COMPANY_NUMBER: '09876543',
  SITE_REGISTERED_ADDRESS: '4 Quay Street, Bristol BS1 4DB',
  SITE_ADDRESS: '4 Quay Street, Bristol BS1 4DB',
  SITE_PHONE: '0117 496 0004',
  SITE_EMAIL: 'hello@riverside-currency.co.uk',
  SITE_OFFICES: JSON.stringify([
    {
      id: 'quay-street',
      name: 'Quay Street',
      address: '4 Quay Street, Bristol BS1 4DB',
      phone: '0117 496 0004',
      hours: [{ days: 'Monday to Saturday', opens: '09:00', closes: '17:30' }],
      collectionPoint: true,
    },
  ]),
};

/** What a service that reads SITE_* says in production when none of them is set. */
export const siteSettingsRequired: readonly string[] = [
  "SITE_BRAND_NAME: is required in production: the bureau's trading name",
  'SITE_TAGLINE: is required in production: the line under the brand in the footer',
  "SITE_COMPANY_NAME: is required in production: the company's registered name",
  'SITE_COMPANY_NUMBER: is required in production: the Companies House number',
  "SITE_REGISTERED_ADDRESS: is required in production: the company's registered office",
  "SITE_ADDRESS: is required in production: the main branch's address",
  "SITE_PHONE: is required in production: the bureau's phone number",
  "SITE_EMAIL: is required in production: the bureau's public e-mail address",
  'SITE_OFFICES: is required in production: the branches for the Contact page (JSON)',
];

/**
 * The problems a service names when it refuses to start with `source` (its loadEnv), or a test
 * failure saying `service` accepted the configuration.
 */
export function envProblems(
  service: string,
  loadEnv: (source: NodeJS.ProcessEnv) => unknown,
  source: Record<string, string>,
): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error(`${service} accepted the configuration`);
}
