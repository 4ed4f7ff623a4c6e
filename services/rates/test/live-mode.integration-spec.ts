import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import { customerRate, plainDecimal } from '@fx/contracts';
import type { EventEnvelope, RateRefreshed } from '@fx/contracts';
import { EventSubscriber, startTransport } from '@fx/service-kit';
import type { RpcClient } from '@fx/service-kit';
import { eventually, testClock } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { ratesSetting } from './support/rates-setting';

/** Two rates instances on one database, broker and Redis: what `--scale rates=2` runs. */
describe('live mode with two rates instances', () => {
  let setting: Awaited<ReturnType<typeof ratesSetting>>;
  const apps: INestApplication[] = [];
  let client: RpcClient;
  let pg: Client;
  const refreshed: EventEnvelope[] = [];

  beforeAll(async () => {
    setting = await ratesSetting('rates-live');
    ({ client } = setting);
    const env = setting.env({ OFFLINE_DRIFT_PCT: '0.5' });
    for (let i = 0; i < 2; i += 1) {
      const app = await NestFactory.create(
        AppModule.register(env, setting.logger),
        new FastifyAdapter(),
        {
          logger: false,
        },
      );
      await startTransport(app);
      apps.push(app);
    }
    await new EventSubscriber(setting.connection, setting.logger).subscribe({
      queue: 'test.refreshed',
      events: ['rate.refreshed'],
      handler: (e) => void refreshed.push(e),
    });
    pg = new Client({ connectionString: setting.database.url });
    await pg.connect();
  });

  afterAll(async () => {
    await pg.end();
    await setting?.close(apps);
  });

  const historyCount = async (code: string) =>
    Number(
      (
        await pg.query<{ n: string }>(
          'SELECT count(*) AS n FROM rates.rate_history WHERE code = $1',
          [code],
        )
      ).rows[0]?.n,
    );

  /**
   * The count once it has stopped moving: the same for `quietMs` on end. Fails when it is still
   * moving after `timeoutMs`.
   */
  const settledCount = async (read: () => Promise<number>, quietMs: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    const first = await read();
    let count = first;
    let since = Date.now();
    while (Date.now() - since < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(`still moving after ${timeoutMs} ms: from ${first} to ${count}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = await read();
      if (now !== count) {
        count = now;
        since = Date.now();
      }
    }
    return count;
  };

  it('refreshes every active currency on demand: stored, in the history, announced once each', async () => {
    const before = await historyCount('EUR');
    const rateBefore = (
      await pg.query<{ market_rate: string }>(
        "SELECT market_rate FROM rates.currencies WHERE code = 'EUR'",
      )
    ).rows[0]!.market_rate;
    const summary = await client.request('rates.refreshNow', { changedBy: 'boss' });
    expect(summary.refreshed.length).toBeGreaterThanOrEqual(70);
    expect(summary.failed).toEqual([]);
    expect(await historyCount('EUR')).toBe(before + 1);
    await eventually(
      () =>
        refreshed.filter((e) => (e.payload as RateRefreshed).refreshedAt === summary.startedAt)
          .length === summary.refreshed.length,
    );
    const eur = refreshed.find((e) => (e.payload as RateRefreshed).code === 'EUR')!
      .payload as RateRefreshed;
    expect(eur.previousMarketRate).toBe(plainDecimal(rateBefore));
    const table = await client.request('rates.currencies.list', {});
    expect(table.currencies.find((c) => c.code === 'EUR')?.marketRate).toBe(eur.marketRate);
  });

  it('is off by default, and the switch is stored', async () => {
    expect(await client.request('rates.live.get', {})).toMatchObject({
      enabled: false,
      intervalSeconds: 60,
    });
    const on = await client.request('rates.live.set', {
      change: { enabled: true, intervalSeconds: 1 },
      changedBy: 'boss@highstreetfx.test',
    });
    expect(on).toMatchObject({
      enabled: true,
      intervalSeconds: 1,
      changedBy: 'boss@highstreetfx.test',
    });
  });

  it('runs each tick once however many instances run: every currency gets one history row per tick', async () => {
    const eurBefore = await historyCount('EUR');
    const usdBefore = await historyCount('USD');
    await eventually(async () => (await historyCount('EUR')) >= eurBefore + 3, 15_000, 200);
    await client.request('rates.live.set', { change: { enabled: false }, changedBy: 'boss' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ticks = (
      await pg.query<{ n: string }>(
        "SELECT count(DISTINCT recorded_at) AS n FROM rates.rate_history WHERE provider = 'offline-snapshot' AND recorded_at > $1::timestamptz - interval '1 minute'",
        [testClock().now()],
      )
    ).rows[0]!.n;
    const eurRows = (await historyCount('EUR')) - eurBefore;
    const usdRows = (await historyCount('USD')) - usdBefore;
    // One row per currency per tick: two instances each taking the tick would double this.
    expect(eurRows).toBeGreaterThanOrEqual(3);
    expect(usdRows).toBe(eurRows);
    expect(Number(ticks)).toBeGreaterThanOrEqual(eurRows);
    const perTick = await pg.query<{ n: string }>(
      "SELECT max(c) AS n FROM (SELECT count(*) AS c FROM rates.rate_history WHERE code = 'EUR' GROUP BY recorded_at) t",
    );
    expect(Number(perTick.rows[0]!.n)).toBe(1);
  });

  it('stops refreshing when switched off', async () => {
    // Switched off by the test above, and acknowledged: the switch is stored.
    expect(await client.request('rates.live.get', {})).toMatchObject({ enabled: false });
    // A tick already taken when the switch went off still lands (seconds later on a loaded
    // machine); once it has, the history stays as it is for several intervals of 1 s.
    const count = await settledCount(() => historyCount('EUR'), 4000, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await historyCount('EUR')).toBe(count);
  }, 40_000);

  it('answers the rate history of a currency for charts, oldest first', async () => {
    const history = await client.request('rates.currencies.history', { code: 'EUR', days: 30 });
    // The manual refresh and at least three live ticks; the seed (dated with the snapshot) is older.
    expect(history.points.length).toBeGreaterThanOrEqual(4);
    const times = history.points.map((p) => Date.parse(p.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const point of history.points) {
      expect(point.collect).toBe(
        customerRate('collect', {
          marketRate: point.marketRate,
          sellMarginPct: '-3',
          buyMarginPct: '4',
        }),
      );
      expect(point.sell).toBe(
        customerRate('sell', {
          marketRate: point.marketRate,
          sellMarginPct: '-3',
          buyMarginPct: '4',
        }),
      );
    }
  });
});
