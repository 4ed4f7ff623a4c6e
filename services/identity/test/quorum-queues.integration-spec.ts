import amqplib from 'amqplib';
import { AmqpConnection, RpcClient } from '@fx/service-kit';
import {
  EPHEMERAL,
  consumerQueueArguments,
  createTestDatabase,
  deleteQueues,
  eventually,
  memoryLogger,
  queueTypeOf,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { BuiltService, TestDatabase } from '@fx/service-kit/testing';

/** identity.erasures' retry delay (customer-data-erased.consumer.ts): its retry queue's TTL. */
const ERASURES_RETRY_MS = 30_000;

/** The identity service as its own process, as deployed, with RABBITMQ_QUEUE_TYPE set. */
describe('the identity service on quorum queues', () => {
  const { logger } = memoryLogger('identity');
  let database: TestDatabase;
  let raw: amqplib.ChannelModel;
  const started: BuiltService[] = [];
  const connections: AmqpConnection[] = [];
  const declared: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('identity_quorum');
    raw = await amqplib.connect(testUrls.amqp);
  });

  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await Promise.all(started.map((service) => service.stop()));
    await deleteQueues(raw, declared);
    await raw.close();
    await database.drop();
  });

  /** The service's queues under `namespace`, with the arguments it declares them with. */
  const queuesOf = (namespace: string) => ({
    [`${namespace}identity.requests`]: EPHEMERAL,
    ...consumerQueueArguments(`${namespace}identity.erasures`, ERASURES_RETRY_MS),
  });

  function start(namespace: string, queueType: 'classic' | 'quorum') {
    declared.push(...Object.keys(queuesOf(namespace)));
    const service = startBuiltService('identity', {
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      RABBITMQ_QUEUE_TYPE: queueType,
    });
    started.push(service);
    return service;
  }

  async function answersHealth(namespace: string, service: BuiltService) {
    const connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'quorum-test',
      namespace,
      logger,
      ephemeral: true,
    });
    connections.push(connection);
    const client = new RpcClient(connection, 2000);
    return eventually(
      () => client.request('identity.health', {}).catch(() => undefined),
      30_000,
      250,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${service.output()}`);
    });
  }

  it('declares its request queue, its event queue and their retry and dead-letter queues as quorum queues, and answers', async () => {
    const namespace = uniqueNamespace('identity-quorum');
    const service = start(namespace, 'quorum');

    const health = await answersHealth(namespace, service);

    expect(health).toMatchObject({ service: 'identity', status: 'up' });
    const queues = queuesOf(namespace);
    const types = await Promise.all(
      Object.entries(queues).map(([queue, args]) => queueTypeOf(raw, queue, args)),
    );
    expect(types).toEqual(Object.keys(queues).map(() => 'quorum'));
  });

  it("refuses to start over an existing installation's classic queues, naming the queue and the runbook", async () => {
    const namespace = uniqueNamespace('identity-classic');
    const classic = start(namespace, 'classic');
    await answersHealth(namespace, classic);
    await classic.stop();

    const quorum = start(namespace, 'quorum');
    const { code } = await quorum.exited;

    expect(code).toBe(1);
    expect(quorum.output()).toMatch(
      new RegExp(
        `RabbitMQ already has the queue \\\\"${namespace.replace(/\./g, '\\.')}identity\\.erasures\\.dlq\\\\" as a classic queue, and RABBITMQ_QUEUE_TYPE=quorum declares it as a quorum queue`,
      ),
    );
    expect(quorum.output()).toContain('docs/operations.md, \\"Moving to quorum queues\\"');
    const types = await Promise.all(
      Object.entries(queuesOf(namespace)).map(([queue, args]) => queueTypeOf(raw, queue, args)),
    );
    expect(new Set(types)).toEqual(new Set(['classic']));
  }, 60_000);
});
