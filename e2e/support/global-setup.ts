import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { STATE_FILE, mailSink, stack } from './stack';
import type { MailSink, RunningStack, StackState } from './stack';

declare global {
  var __E2E__:
    | {
        stack: RunningStack;
        control: http.Server;
        databaseUrl: string;
        stopEmulator?: () => Promise<void>;
        sink: MailSink;
        mailDir: string;
      }
    | undefined;
}

/**
 * Builds the product and starts the whole stack once for every browser test, exactly as
 * `npm start` does, on its own database, broker namespace and port.
 */
export default async function globalSetup(): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  const base = stack.loadConfig();
  // Its own mail sink on free ports: every e-mail the stack sends lands there, as with npm start.
  const mailDir = path.resolve(__dirname, `../../var/e2e-mail-${suffix}`);
  const sink = await mailSink.startMailSink({ smtpPort: 0, webPort: 0, dir: mailDir });
  const database = new URL(process.env.DATABASE_URL ?? base.DATABASE_URL);
  database.pathname = `/fx_e2e_${suffix}`;
  const config = stack.loadConfig({
    DATABASE_URL: database.toString(),
    PORT: process.env.E2E_PORT ?? '3310',
    SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
  });

  await stack.checkInfrastructure(config);
  await stack.ensurePortFree(config.PORT);
  await stack.ensureDatabase(config.DATABASE_URL);
  const stopEmulator = await stack.ensureAuthEmulator(config);
  if (process.env.E2E_SKIP_BUILD !== '1') stack.build();
  const running = stack.startProcesses(config, {
    output: 'quiet',
    healthPorts: 'random',
    env: {
      AMQP_NAMESPACE: `e2e-${suffix}.`,
      AMQP_EPHEMERAL: 'true',
      REDIS_KEY_PREFIX: `fx-e2e-${suffix}:`,
      LOG_LEVEL: 'warn',
      RPC_TIMEOUT_MS: '2000',
    },
  });
  try {
    await stack.waitUntilHealthy(running.baseUrl, 120_000);
  } catch (error) {
    await running.stopAll();
    await stack.dropDatabase(config.DATABASE_URL);
    await stopEmulator?.();
    await sink.close();
    throw error;
  }

  // Lets a test stop and restart one service: POST /stop/rates, POST /start/rates.
  const control = http.createServer((request, response) => {
    const match = /^\/(stop|start)\/(\w+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [, action, name] = match;
    const done = () => response.writeHead(204).end();
    if (action === 'stop') void running.stop(name!).then(done);
    else {
      running.restart(name!);
      done();
    }
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as { port: number };

  globalThis.__E2E__ = {
    stack: running,
    control,
    databaseUrl: config.DATABASE_URL,
    stopEmulator,
    sink,
    mailDir,
  };
  const state: StackState = {
    baseUrl: running.baseUrl,
    mailUrl: `http://127.0.0.1:${sink.webPort}`,
    controlUrl: `http://127.0.0.1:${port}`,
    databaseUrl: config.DATABASE_URL,
  };
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state));
}
