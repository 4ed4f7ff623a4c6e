import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import type { RpcClient } from '@fx/service-kit';
import { bootReplicas } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { CheckAlertsCommand } from '../src/alerts/check-alerts/check-alerts.command';
import { ratesSetting } from './support/rates-setting';

describe("rate alerts over RPC: a customer's erasure request, and each alert's channel (real Postgres and RabbitMQ)", () => {
  let setting: Awaited<ReturnType<typeof ratesSetting>>;
  let client: RpcClient;
  let app: INestApplication;

  beforeAll(async () => {
    setting = await ratesSetting('rates-erasure');
    ({ client } = setting);
    const [booted] = await bootReplicas(1, () => AppModule.register(setting.env(), setting.logger));
    app = booted!;
  });

  afterAll(() => setting?.close([app]));

  const alert = (email: string, code: string, targetRate: string) =>
    client.request('rates.alerts.create', {
      email,
      uid: `uid-${email}`,
      code,
      targetRate,
      channel: 'email',
    });
  const alertsOf = async (email: string) =>
    (await client.request('rates.alerts.list', { email })).alerts.map((a) => a.code).sort();

  it("removes every alert of the e-mail, in any letter case, and nobody else's", async () => {
    await alert('ada@example.com', 'EUR', '1.30');
    await alert('ada@example.com', 'USD', '1.50');
    await alert('grace@example.com', 'EUR', '1.30');

    await expect(
      client.request('rates.alerts.eraseAll', { email: 'ADA@example.com' }),
    ).resolves.toEqual({ erased: 2 });
    expect(await alertsOf('ada@example.com')).toEqual([]);
    expect(await alertsOf('grace@example.com')).toEqual(['EUR']);

    await expect(
      client.request('rates.alerts.eraseAll', { email: 'ada@example.com' }),
    ).resolves.toEqual({ erased: 0 });
  });

  it('keeps the channel an alert is set with (e-mail by default) and says it in alert.triggered', async () => {
    const pushed = await client.request('rates.alerts.create', {
      email: 'lin@example.com',
      uid: 'uid-lin',
      code: 'EUR',
      targetRate: '9.0000',
      channel: 'push',
    });
    const mailed = await alert('lin@example.com', 'USD', '9.0000');
    expect([pushed.channel, mailed.channel]).toEqual(['push', 'email']);

    // A rate that reaches the target fires it, its event saying how to tell the customer.
    await app.get(CommandBus).execute(new CheckAlertsCommand('EUR', '9.5000'));
    const db = new Client({ connectionString: setting.database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ payload: { channel: string; rate: string } }>(
        `SELECT payload FROM rates.outbox WHERE type = 'alert.triggered' AND event_id = $1`,
        [pushed.id],
      );
      expect(rows.map((row) => row.payload)).toMatchObject([{ channel: 'push', rate: '9.5000' }]);
    } finally {
      await db.end();
    }
  });

  it("changes an alert's channel for its owner only, while it waits to fire", async () => {
    const set = await alert('mo@example.com', 'EUR', '8.0000');
    const change = (email: string, channel: 'email' | 'push' | 'both', id = set.id) =>
      client.request('rates.alerts.setChannel', { id, email, channel });

    await expect(change('MO@example.com', 'both')).resolves.toMatchObject({
      id: set.id,
      code: 'EUR',
      targetRate: '8.0000',
      status: 'active',
      channel: 'both',
    });
    await expect(change('grace@example.com', 'email')).rejects.toMatchObject({
      code: 'ALERT_NOT_FOUND',
    });
    await expect(
      client.request('rates.alerts.setChannel', {
        id: set.id,
        email: 'mo@example.com',
        channel: 'sms',
      } as never),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const [listed] = (await client.request('rates.alerts.list', { email: 'mo@example.com' }))
      .alerts;
    expect(listed).toMatchObject({ id: set.id, channel: 'both' });

    // Fired, it keeps the channel it was sent by.
    await app.get(CommandBus).execute(new CheckAlertsCommand('EUR', '8.5000'));
    await expect(change('mo@example.com', 'email')).rejects.toMatchObject({
      code: 'ALERT_ALREADY_SENT',
    });
    const [fired] = (await client.request('rates.alerts.list', { email: 'mo@example.com' })).alerts;
    expect(fired).toMatchObject({ status: 'triggered', channel: 'both' });
  });
});
