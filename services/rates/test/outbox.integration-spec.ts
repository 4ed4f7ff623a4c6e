import { CommandBus } from '@nestjs/cqrs';
import type { EventType } from '@fx/contracts';
import { AmqpConnection } from '@fx/service-kit';
import {
  ServiceProcesses,
  eventually,
  memoryLogger,
  outboxGauges,
  startBehindProxy,
} from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';
import { UpdateCurrencyCommand } from '../src/currencies/update-currency/update-currency.command';
import { RefreshRatesCommand } from '../src/live/refresh-rates/refresh-rates.command';

const EVENTS: EventType[] = ['rate.refreshed', 'currency.changed'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rates events through the outbox, on real Postgres, Redis and RabbitMQ', () => {
  describe('while the rates service cannot reach RabbitMQ', () => {
    let stack: Awaited<ReturnType<typeof startBehindProxy>>;

    beforeAll(async () => {
      stack = await startBehindProxy({
        label: 'rates-outbox-cut',
        schema: 'rates',
        events: EVENTS,
        redis: true,
        module: (env) => AppModule.register(loadEnv(env), memoryLogger('rates').logger),
      });
    });

    afterAll(() => stack?.close());

    it('keeps a currency change and a refresh, and delivers each of their events once RabbitMQ is back', async () => {
      const { service, broker, probe } = stack;
      // The refresh at start, announced before the cut.
      expect((await probe.settle()).notOnce).toEqual([]);
      const before = new Set((await probe.rows()).map((row) => row.eventId));
      const connection = service.app.get(AmqpConnection);
      broker.cut();
      try {
        await eventually(() => !connection.isConnected(), 10_000);
        const commands = service.app.get(CommandBus);
        await commands.execute(
          new UpdateCurrencyCommand('EUR', { sellMarginPct: '-2.75' }, 'staff@example.com'),
        );
        const refresh = await commands.execute(new RefreshRatesCommand());
        expect(refresh.refreshed.length).toBeGreaterThan(10);

        await pause(1000);
        const waiting = (await probe.unsent()).filter((row) => !before.has(row.eventId));
        expect(waiting.filter((row) => row.type === 'currency.changed')).toHaveLength(1);
        expect(waiting.filter((row) => row.type === 'rate.refreshed')).toHaveLength(
          refresh.refreshed.length,
        );
        expect(waiting.filter((row) => probe.deliveries().has(row.eventId))).toEqual([]);
        expect(await outboxGauges(service.app, 'rates')).toMatchObject({
          backlog: waiting.length,
        });
      } finally {
        broker.restore();
      }

      expect((await probe.settle()).notOnce).toEqual([]);
      const change = probe.received.find((event) => event.type === 'currency.changed');
      expect(change?.payload).toMatchObject({ code: 'EUR', sellMarginPct: '-2.75' });
      expect(await outboxGauges(service.app, 'rates')).toEqual({ backlog: 0, oldestAge: 0 });
    }, 60_000);
  });

  describe('a rates process killed right after its commit', () => {
    const processes = new ServiceProcesses('rates', {
      label: 'rates-outbox-kill',
      events: EVENTS,
      redis: true,
    });
    beforeAll(() => processes.open());
    afterAll(() => processes.close());

    it('loses no event: the process started after it publishes what it committed', async () => {
      const first = await processes.start();
      expect((await processes.probe.settle()).notOnce).toEqual([]);
      const [committed] = await processes.commitWhileCut({
        instances: [first],
        lock: { text: "SELECT 1 FROM rates.currencies WHERE code = 'USD' FOR UPDATE", values: [] },
        send: () => [
          processes.client.request('rates.currencies.update', {
            code: 'USD',
            changes: { buyMarginPct: '3.5' },
            changedBy: 'staff@example.com',
          }),
        ],
        count: 1,
      });
      first.process.kill('SIGKILL');
      await first.process.exited;
      expect(processes.probe.deliveries().has(committed!)).toBe(false);

      await processes.start();
      const { notOnce } = await processes.probe.settle(45_000);
      expect(notOnce).toEqual([]);
      expect(processes.probe.deliveries().get(committed!)).toBe(1);
      const event = processes.probe.received.find((each) => each.id === committed);
      expect(event?.payload).toMatchObject({ code: 'USD', buyMarginPct: '3.5' });
    }, 90_000);
  });

  describe('two rates processes, two relays on one outbox', () => {
    const processes = new ServiceProcesses('rates', {
      label: 'rates-outbox-two',
      events: EVENTS,
      redis: true,
    });
    beforeAll(() => processes.open());
    afterAll(() => processes.close());
    const CODES = ['EUR', 'USD', 'JPY', 'CHF', 'AUD', 'CAD', 'NZD', 'SEK'];
    const change = (margin: string) =>
      CODES.map((code) =>
        processes.client.request('rates.currencies.update', {
          code,
          changes: { sellMarginPct: margin },
          changedBy: 'staff@example.com',
        }),
      );

    it('publish each event once, sent at once or kept while the broker was cut', async () => {
      const instances = [await processes.start(), await processes.start()];
      expect((await processes.probe.settle()).notOnce).toEqual([]);

      await Promise.all(change('-2.1'));
      expect((await processes.probe.settle()).notOnce).toEqual([]);

      const kept = await processes.commitWhileCut({
        instances,
        lock: {
          text: 'SELECT 1 FROM rates.currencies WHERE code = ANY($1) FOR UPDATE',
          values: [CODES],
        },
        send: () => change('-2.2'),
        count: CODES.length,
      });
      expect(kept).toHaveLength(CODES.length);
      const { rows, notOnce } = await processes.restoreAndSettle(instances);
      expect(notOnce).toEqual([]);
      // The requests whose answers the cut lost come back to the service and change again: more
      // events, each once too.
      expect(rows.filter((row) => row.type === 'currency.changed').length).toBeGreaterThanOrEqual(
        2 * CODES.length,
      );
    }, 120_000);
  });
});
