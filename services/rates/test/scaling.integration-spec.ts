import { AmqpConnection, RpcClient } from '@fx/service-kit';
import {
  createTestDatabase,
  eventually,
  memoryLogger,
  startBuiltService,
  testUrls,
  uniqueNamespace,
  serviceTestEnv,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';

/** `--scale rates=2` without Docker: two rates processes share one request queue. */
describe('two rates processes', () => {
  const { logger } = memoryLogger('rates');
  let database: TestDatabase;
  let connection: AmqpConnection;
  let client: RpcClient;
  const processes: ReturnType<typeof startBuiltService>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('rates_scale');
    const namespace = uniqueNamespace('rates-scale');
    for (let i = 0; i < 2; i += 1) {
      processes.push(
        startBuiltService('rates', {
          ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
        }),
      );
    }
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'scale-test',
      namespace,
      logger,
      ephemeral: true,
    });
    client = new RpcClient(connection, 2000);
  }, 60_000);

  afterAll(async () => {
    await client.close();
    await connection.close();
    await Promise.all(processes.map((p) => p.stop()));
    await database.drop();
  });

  it('starts both on one empty database and has both answer requests', async () => {
    const instances = new Set<string>();
    await eventually(
      async () => {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            client.request('rates.health', {}).catch(() => undefined),
          ),
        );
        for (const answer of answers) if (answer) instances.add(answer.instance);
        return instances.size === 2;
      },
      45_000,
      200,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}; seen ${[...instances].join(', ')}\n${processes.map((p) => p.output()).join('\n')}`,
      );
    });
    const table = await client.request('rates.currencies.list', {});
    expect(table.currencies.length).toBeGreaterThanOrEqual(70);
  });
});
