import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { STATE_FILE, mailSink, stack } from './stack';
import type { IsolatedStack, MailSink, StackState } from './stack';

declare global {
  var __E2E__:
    | {
        stack: IsolatedStack;
        control: http.Server;
        sink: MailSink;
        mailDir: string;
        removeContainers: (() => Promise<void>) | undefined;
      }
    | undefined;
}

/**
 * Builds the product and starts the whole stack once for every browser test, exactly as
 * `npm start` does, on its own database, broker namespace and port.
 */
export default async function globalSetup(): Promise<void> {
  // PostgreSQL, Redis and RabbitMQ: the run's (npm test decided), the machine's, or containers.
  const removeContainers = await stack.ensureTestInfrastructure();
  const suffix = randomBytes(4).toString('hex');
  // Its own mail sink on free ports: every e-mail the stack sends lands there, as with npm start.
  const mailDir = path.resolve(__dirname, `../../var/e2e-mail-${suffix}`);
  const sink = await mailSink.startMailSink({ smtpPort: 0, webPort: 0, dir: mailDir });
  // The services' clock (FX_TEST_NOW, when the run set an instant) starts as they do: built
  // first, so the time noted here is within seconds of their start, never minutes before it.
  const testNow = process.env.FX_TEST_NOW;
  let running: IsolatedStack;
  let clock: StackState['clock'];
  try {
    if (process.env.E2E_SKIP_BUILD !== '1') stack.build();
    clock = testNow ? { at: new Date(testNow).toISOString(), startedAt: Date.now() } : undefined;
    running = await stack.startIsolatedStack({
      label: 'e2e',
      port: process.env.E2E_PORT ?? '3310',
      smtpUrl: `smtp://127.0.0.1:${sink.smtpPort}`,
      skipBuild: true,
      output: 'quiet',
      env: {
        LOG_LEVEL: 'warn',
        RPC_TIMEOUT_MS: '2000',
        // Every spec signing staff in comes from this one address: five tries a quarter of an
        // hour would turn the sixth away. Real visitors keep the default.
        ACCESS_GATE_ATTEMPTS: '50',
        // A rush (the specs' own requests at once, on a stack just started) holds e-mails and
        // screening 2 s at most here, not 15: the specs wait on them for seconds, not minutes.
        BACKGROUND_MAX_PAUSE_MS: '2000',
        ...(clock ? { FX_TEST_NOW: clock.at } : {}),
      },
    });
  } catch (error) {
    await sink.close();
    await removeContainers?.();
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

  globalThis.__E2E__ = { stack: running, control, sink, mailDir, removeContainers };
  const state: StackState = {
    baseUrl: running.baseUrl,
    mailUrl: `http://127.0.0.1:${sink.webPort}`,
    controlUrl: `http://127.0.0.1:${port}`,
    databaseUrl: running.config.DATABASE_URL,
    ...(running.stripeUrl ? { stripeUrl: running.stripeUrl } : {}),
    ...(clock ? { clock } : {}),
  };
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state));
}
