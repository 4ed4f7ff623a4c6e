import { RpcClient, AmqpConnection } from '@fx/service-kit';
import {
  OtlpReceiver,
  SmtpInbox,
  eventually,
  freePort,
  memoryLogger,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { BuiltService } from '@fx/service-kit/testing';

/**
 * Tracing as an operator configures it, on the built services as processes: the spans a service
 * still holds are sent when it is stopped (SIGTERM), and a bad collector address stops it at start.
 */
describe('tracing settings of a running service', () => {
  const { logger } = memoryLogger('notifications');
  const inbox = new SmtpInbox();
  const receiver = new OtlpReceiver();
  const namespace = uniqueNamespace('trace');
  const started: BuiltService[] = [];
  let connection: AmqpConnection;

  beforeAll(async () => {
    await inbox.start();
    await receiver.start();
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'trace-test',
      namespace,
      logger,
      ephemeral: true,
    });
  });

  afterAll(async () => {
    await connection.close();
    await Promise.all(started.map((service) => service.stop()));
    await inbox.close();
    await receiver.close();
  });

  const start = (name: string, env: Record<string, string>) => {
    const service = startBuiltService(name, {
      ...serviceTestEnv({ namespace, redis: true }),
      SMTP_URL: inbox.url,
      ...env,
    });
    started.push(service);
    return service;
  };

  it('sends the spans it still holds when stopped, from a service and from the gateway', async () => {
    // Batches every hour: nothing goes out before the stop.
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '3600000',
    };
    const notifications = start('notifications', tracing);
    const port = await freePort();
    const gateway = start('gateway', {
      ...tracing,
      PORT: String(port),
      HOST: '127.0.0.1',
      SPA_DIR: 'none',
      FIREBASE_PROJECT_ID: 'demo-fx',
      FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
    });
    const rpc = new RpcClient(connection, 1000);
    await eventually(() => rpc.request('notifications.health', {}).then(() => true), 45_000, 250);
    const config = await eventually(
      () => fetch(`http://127.0.0.1:${port}/api/v1/config`).catch(() => undefined),
      45_000,
      250,
    );
    expect(config.status).toBe(200);
    expect(receiver.spans).toEqual([]);

    await Promise.all([notifications.stop(), gateway.stop()]);

    expect(receiver.spans).toContainEqual(
      expect.objectContaining({ service: 'notifications', name: 'process notifications.health' }),
    );
    expect(receiver.spans).toContainEqual(
      expect.objectContaining({
        service: 'gateway',
        name: 'GET /api/v1/config',
        attributes: expect.objectContaining({ 'http.response.status_code': 200 }),
      }),
    );
  }, 90_000);

  it('refuses to start with a collector address that is not a URL, naming the variable', async () => {
    const service = start('notifications', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' });
    const { code } = await service.exited;
    expect(code).toBe(78);
    expect(service.output()).toContain(
      'OTEL_EXPORTER_OTLP_ENDPOINT: must be a URL starting with http:// or https://',
    );
  }, 30_000);
});
