import type { INestApplication } from '@nestjs/common';
import type { RpcClient } from '@fx/service-kit';
import { bootReplicas, eventually } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { RefreshSchedule } from '../src/live/refresh-schedule';
import { API_KEY, useRatesServer } from './support/rates-server';
import { ratesSetting } from './support/rates-setting';

const INSTANCES = 3;

/**
 * Three rates instances on one database, broker and Redis (a Swarm service with three replicas),
 * asking the conversion API the test serves: each refresh asks it once for EUR, so the EUR
 * requests it saw count the refreshes.
 */
describe('rate refreshes with three rates instances', () => {
  const provider = useRatesServer();
  let setting: Awaited<ReturnType<typeof ratesSetting>>;
  let apps: INestApplication[] = [];
  let client: RpcClient;

  const refreshes = () =>
    provider.seen.filter((request) => request.path === '/convert' && request.to === 'EUR').length;

  beforeAll(async () => {
    setting = await ratesSetting('rates-replicas');
    ({ client } = setting);
    const env = setting.env({
      RATE_PROVIDER: 'conversion-api',
      RATE_API_URL: `${provider.url}/convert`,
      RATE_API_KEY: API_KEY,
    });
    apps = await bootReplicas(INSTANCES, () => AppModule.register(env, setting.logger));
  }, 60_000);

  afterAll(() => setting?.close(apps));

  it('refreshes the stale rates at start once, not once per instance', async () => {
    const mode = await client.request('rates.live.get', {});

    expect(mode.lastRefreshAt).toEqual(expect.any(String));
    expect(refreshes()).toBe(1);
  });

  it('asks the provider once per tick in live mode, however many instances run', async () => {
    const before = refreshes();
    const from = Date.now();
    const mode = await client.request('rates.live.set', {
      change: { enabled: true, intervalSeconds: 1 },
      changedBy: 'boss@highstreetfx.test',
    });
    // Every replica applies the stored switch, as each does when it starts.
    await Promise.all(apps.map((app) => app.get(RefreshSchedule).apply(mode)));

    // Eight ticks (later on a loaded machine, never sooner): an instance per tick would ask three
    // times a second.
    await eventually(() => refreshes() - before >= 8, 30_000, 50);
    const seconds = (Date.now() - from) / 1000;
    const during = refreshes() - before;
    await client.request('rates.live.set', { change: { enabled: false }, changedBy: 'boss' });

    expect(during).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  }, 40_000);
});
