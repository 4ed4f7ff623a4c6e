import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
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
import { PromoteUserCommand } from '../src/users/promote-user/promote-user.command';

const EVENTS: EventType[] = ['user.promoted'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BOSS = 'boss@highstreetfx.test';

describe('user.promoted through the outbox, on real Postgres and RabbitMQ', () => {
  describe('while the identity service cannot reach RabbitMQ', () => {
    let stack: Awaited<ReturnType<typeof startBehindProxy>>;

    beforeAll(async () => {
      stack = await startBehindProxy({
        label: 'identity-outbox-cut',
        schema: 'identity',
        events: EVENTS,
        module: (env) => AppModule.register(loadEnv(env), memoryLogger('identity').logger),
      });
    });

    afterAll(() => stack?.close());

    it('keeps a promotion, and delivers its user.promoted once RabbitMQ is back', async () => {
      const { service, broker, probe } = stack;
      const user = await service.client.request('identity.users.upsert', {
        firebaseUid: 'uid-cut',
        email: 'cut@example.com',
        emailVerified: true,
      });
      const connection = service.app.get(AmqpConnection);
      broker.cut();
      try {
        await eventually(() => !connection.isConnected(), 10_000);
        const promoted = await service.app
          .get(CommandBus)
          .execute(new PromoteUserCommand(user.id, BOSS));
        expect(promoted.role).toBe('admin');
        await pause(1000);
        const [waiting, ...more] = await probe.unsent();
        expect(more).toEqual([]);
        expect(waiting?.type).toBe('user.promoted');
        expect(probe.received).toEqual([]);
        expect(await outboxGauges(service.app, 'identity')).toMatchObject({ backlog: 1 });
      } finally {
        broker.restore();
      }

      expect((await probe.settle()).notOnce).toEqual([]);
      expect(probe.received.map((event) => event.payload)).toEqual([
        expect.objectContaining({ userId: user.id, email: 'cut@example.com', promotedBy: BOSS }),
      ]);
      expect(await outboxGauges(service.app, 'identity')).toEqual({ backlog: 0, oldestAge: 0 });
    }, 60_000);
    const promotion = (email: string) => ({
      userId: randomUUID(),
      email,
      role: 'admin' as const,
      promotedBy: BOSS,
      promotedAt: new Date().toISOString(),
    });

    it('leaves the event another instance has just written to it, and sends it itself once that instance had 10 s', async () => {
      const { service, broker, probe } = stack;
      const user = await service.client.request('identity.users.upsert', {
        firebaseUid: 'uid-own',
        email: 'own@example.com',
        emailVerified: true,
      });
      // Back from a cut, the relay sweeps its whole backlog at once (its own promotion)...
      const connection = service.app.get(AmqpConnection);
      broker.cut();
      await eventually(() => !connection.isConnected(), 10_000);
      await service.app.get(CommandBus).execute(new PromoteUserCommand(user.id, BOSS));
      // A promotion writes user.promoted and (issue 33) user.roles_changed: both are its own.
      const own = (await probe.unsent()).map((row) => row.eventId);
      const fresh = await probe.writeAsAnotherProcess('user.promoted', promotion('f@x.test'), 0);
      const stopped = await probe.writeAsAnotherProcess(
        'user.promoted',
        promotion('s@x.test'),
        60_000,
      );
      broker.restore();
      // ...but not another's event of the last seconds: that process may be sending it.
      await eventually(
        () => probe.deliveries().has(stopped) && own.every((id) => probe.deliveries().has(id)),
        5000,
      );
      // The relay marks its events sent once the broker confirmed them, a moment after the probe
      // saw them (CI once read the two own events still unsent in between).
      const unsent = async () => (await probe.unsent()).map((row) => row.eventId);
      await eventually(async () => (await unsent()).every((id) => id === fresh), 2000);
      expect(probe.deliveries().has(fresh)).toBe(false);
      expect(await unsent()).toEqual([fresh]);

      const { notOnce } = await probe.settle(20_000);
      expect(notOnce).toEqual([]);
      expect(probe.deliveries().get(fresh)).toBe(1);
    }, 40_000);
  });

  /** Users to promote, signed in through the service (with no one's lock held). */
  const signedIn = (processes: ServiceProcesses, names: string[]) =>
    Promise.all(
      names.map((name) =>
        processes.client.request('identity.users.upsert', {
          firebaseUid: `uid-${name}`,
          email: `${name}@example.com`,
          emailVerified: true,
        }),
      ),
    );
  const promoteAll = (processes: ServiceProcesses, ids: string[]) =>
    ids.map((userId) =>
      processes.client.request('identity.users.promote', { userId, promotedBy: BOSS }),
    );
  const lockUsers = (ids: string[]) => ({
    text: 'SELECT 1 FROM identity.users WHERE id = ANY($1::uuid[]) FOR UPDATE',
    values: [ids],
  });

  describe('an identity process killed right after its commit', () => {
    const processes = new ServiceProcesses('identity', {
      label: 'identity-outbox-kill',
      events: EVENTS,
    });
    beforeAll(() => processes.open());
    afterAll(() => processes.close());

    it('loses no user.promoted: the process started after it publishes it', async () => {
      const first = await processes.start();
      const [user] = await signedIn(processes, ['killed']);
      const [committed] = await processes.commitWhileCut({
        instances: [first],
        lock: lockUsers([user!.id]),
        send: () => promoteAll(processes, [user!.id]),
        count: 1,
      });
      first.process.kill('SIGKILL');
      await first.process.exited;
      expect(processes.probe.deliveries().has(committed!)).toBe(false);

      await processes.start();
      const { notOnce } = await processes.probe.settle(45_000);
      expect(notOnce).toEqual([]);
      const event = processes.probe.received.find((each) => each.id === committed);
      expect(event?.payload).toMatchObject({ userId: user!.id, promotedBy: BOSS });
    }, 90_000);
  });

  describe('two identity processes, two relays on one outbox', () => {
    const processes = new ServiceProcesses('identity', {
      label: 'identity-outbox-two',
      events: EVENTS,
    });
    beforeAll(() => processes.open());
    afterAll(() => processes.close());

    it('publish each user.promoted once, sent at once or kept while the broker was cut', async () => {
      const instances = [await processes.start(), await processes.start()];
      const names = Array.from({ length: 12 }, (_, i) => `two-${i}`);
      const users = (await signedIn(processes, names)).map((user) => user.id);
      const [now, later] = [users.slice(0, 6), users.slice(6)];

      await Promise.all(promoteAll(processes, now));
      expect((await processes.probe.settle()).notOnce).toEqual([]);

      const kept = await processes.commitWhileCut({
        instances,
        lock: lockUsers(later),
        send: () => promoteAll(processes, later),
        count: later.length,
      });
      expect(kept).toHaveLength(later.length);
      const { rows, notOnce } = await processes.restoreAndSettle(instances);
      expect(notOnce).toEqual([]);
      // A promotion repeated (a request whose answer the cut lost) announces nothing: one each.
      expect(rows).toHaveLength(users.length);
      expect(
        new Set(processes.probe.received.map((e) => (e.payload as { userId: string }).userId)),
      ).toEqual(new Set(users));
    }, 120_000);
  });
});
