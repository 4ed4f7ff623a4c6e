import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { RpcClient } from '@fx/service-kit';
import type { AmqpConnection } from '@fx/service-kit';
import { eventually, randomSuffix, serviceTestEnv, testUrls } from '@fx/service-kit/testing';
import type { startBuiltService } from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../../src/access-gate/gate-password';
import { loadEnv } from '../../src/config/env';
import { createGateway } from '../../src/gateway';

/** The gateway in this process, on the test's namespace, signing in against the Auth Emulator. */
export async function startTestGateway(
  namespace: string,
  logger: Logger,
  overrides: Record<string, string> = {},
): Promise<NestFastifyApplication> {
  const env = loadEnv({
    ...serviceTestEnv({ namespace, redis: true }),
    FIREBASE_PROJECT_ID: 'demo-fx',
    FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
    SPA_DIR: 'none',
    ...overrides,
  });
  const gateway = await createGateway(env, logger);
  await gateway.init();
  await gateway.getHttpAdapter().getInstance().ready();
  return gateway;
}

/** A staff gate of the test's own: its credentials, and the gateway settings that switch it on. */
export function testStaffGate() {
  const run = randomSuffix();
  const gate = { username: 'staff', password: `gate-${run}` };
  const env = {
    ACCESS_GATE_USERNAME: gate.username,
    ACCESS_GATE_PASSWORD_HASH: hashGatePasswordSync(gate.password),
    ACCESS_GATE_SECRET: `secret-${run}-0123456789abcdefghijklmnop`,
  };
  return { gate, env };
}

/** Waits until each service answers its health request; if one never does, shows their output. */
export async function waitForServices(
  connection: AmqpConnection,
  names: readonly ('rates' | 'orders' | 'identity' | 'notifications' | 'payments' | 'compliance')[],
  services: ReturnType<typeof startBuiltService>[],
): Promise<void> {
  const client = new RpcClient(connection, 1000);
  for (const service of names) {
    await eventually(
      () => client.request(`${service}.health`, {}).then(() => true),
      45_000,
      250,
    ).catch((error: Error) => {
      throw new Error(
        `${service} did not start: ${error.message}\n${services.map((s) => s.output()).join('\n')}`,
      );
    });
  }
}

export interface InjectOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The connection's peer address (127.0.0.1 unless given): a client, or a proxy in front. */
  remoteAddress?: string;
}

/** A request straight into the gateway: a JSON body, a bearer token, headers and peer, as given. */
export function injectInto(
  gateway: NestFastifyApplication,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: InjectOptions = {},
) {
  return gateway
    .getHttpAdapter()
    .getInstance()
    .inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      payload: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
}
