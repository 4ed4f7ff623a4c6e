import type { Redis } from 'ioredis';
import { RATE_TABLE_CACHE_KEY } from '@fx/contracts';
import type { CurrencyTable } from '@fx/contracts';
import {
  AmqpConnection,
  EventPublisher,
  EventSubscriber,
  RpcClient,
  RpcServer,
  createRedis,
} from '@fx/service-kit';
import { eventually, memoryLogger, testUrls, uniqueNamespace } from '@fx/service-kit/testing';
import { RateTable, toCachedRateTable } from '../src';

/** A table as the rates service writes it, told apart by its time. */
const tableAsOf = (asOf: string): CurrencyTable => ({
  base: 'GBP',
  asOf,
  status: { provider: 'offline', live: false, refreshedAt: asOf, maxAgeSeconds: 900 },
  currencies: [],
});
const MORNING = tableAsOf('2026-11-25T09:00:00.000Z');
const NOON = tableAsOf('2026-11-25T12:00:00.000Z');

describe('the rate table read model, on the real Redis and RabbitMQ', () => {
  const { logger } = memoryLogger();
  let namespace: string;
  let connection: AmqpConnection;
  let redis: Redis;
  let table: RateTable;
  const answered: string[] = [];

  beforeEach(async () => {
    namespace = uniqueNamespace('rate-table');
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'rate-table-test',
      namespace,
      logger,
      ephemeral: true,
    });
    redis = createRedis({ url: testUrls.redis, keyPrefix: namespace });
    // The rates service, answering for the table when Redis has none.
    const rates = new RpcServer(connection, 'rates', logger);
    rates.register('rates.currencies.list', () => {
      answered.push('rates.currencies.list');
      return MORNING;
    });
    await rates.listen();
    table = new RateTable(
      redis,
      new RpcClient(connection),
      new EventSubscriber(connection, logger),
    );
    await table.onApplicationBootstrap();
  });

  afterEach(async () => {
    await redis.del(RATE_TABLE_CACHE_KEY);
    redis.disconnect();
    await connection.close();
    answered.length = 0;
  });

  const store = (value: CurrencyTable) =>
    redis.set(RATE_TABLE_CACHE_KEY, JSON.stringify(toCachedRateTable(value)));

  it('serves the table the rates service keeps in Redis, and the new one once a refresh is announced', async () => {
    await store(MORNING);
    expect((await table.table()).asOf).toBe(MORNING.asOf);

    // Until an event says so, the copy in memory is served: Redis is not read on every request.
    await store(NOON);
    expect((await table.table()).asOf).toBe(MORNING.asOf);

    await new EventPublisher(connection).publish('rate.refreshed', {
      code: 'EUR',
      marketRate: '1.1700',
      rates: { collect: '1.1500', sell: '1.1900' },
      provider: 'offline',
      refreshedAt: NOON.asOf,
    });
    await eventually(async () => (await table.table()).asOf === NOON.asOf);
    const encoded = await table.encoded();
    expect(encoded.etag).toBe(toCachedRateTable(NOON).etag);
    expect(JSON.parse(encoded.body.toString('utf8'))).toEqual(NOON);
    expect(answered).toEqual([]);
  });

  it('asks the rates service for the table when Redis has none', async () => {
    expect(await table.table()).toEqual(MORNING);
    expect(answered).toEqual(['rates.currencies.list']);
  });
});
