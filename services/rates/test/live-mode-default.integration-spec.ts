import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { INestApplication } from '@nestjs/common';
import type { RpcClient } from '@fx/service-kit';
import { startTransport } from '@fx/service-kit';
import { AppModule } from '../src/app.module';
import { ratesSetting } from './support/rates-setting';

/** LIVE_MODE_DEFAULT (true in production): live mode on where staff have not switched it yet. */
describe('live mode by default', () => {
  let setting: Awaited<ReturnType<typeof ratesSetting>>;
  let app: INestApplication | undefined;
  let client: RpcClient;

  const start = async () => {
    const env = setting.env({ LIVE_MODE_DEFAULT: 'true' });
    app = await NestFactory.create(AppModule.register(env, setting.logger), new FastifyAdapter(), {
      logger: false,
    });
    await startTransport(app);
  };

  beforeAll(async () => {
    setting = await ratesSetting('rates-live-default');
    ({ client } = setting);
    await start();
  });

  afterAll(() => setting?.close([app]));

  it('starts live mode on a new database, with fresh rates from the refresh at start', async () => {
    const mode = await client.request('rates.live.get', {});
    expect(mode).toMatchObject({
      enabled: true,
      changedBy: null,
      provider: 'offline',
      stale: false,
      consecutiveFailures: 0,
      lastFailure: null,
    });
    expect(mode.lastSuccessAt).not.toBeNull();
    const table = await client.request('rates.currencies.list', {});
    expect(table.status).toMatchObject({ provider: 'offline', live: true });
  });

  it("keeps staff's choice across a restart once they have switched it off", async () => {
    await client.request('rates.live.set', {
      change: { enabled: false },
      changedBy: 'boss@highstreetfx.test',
    });
    await app!.close();
    await start();
    expect(await client.request('rates.live.get', {})).toMatchObject({
      enabled: false,
      changedBy: 'boss@highstreetfx.test',
    });
  });
});
