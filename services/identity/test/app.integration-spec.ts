import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@fx/contracts';
import { AmqpConnection, EventSubscriber } from '@fx/service-kit';
import {
  bootServiceForTest,
  createTestDatabase,
  eventually,
  memoryLogger,
  testUrls,
  uniqueNamespace,
  serviceTestEnv,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';

describe('identity service on real Postgres and RabbitMQ', () => {
  const { logger } = memoryLogger('identity');
  let database: TestDatabase;
  let namespace: string;
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;
  let listener: AmqpConnection;
  const promoted: EventEnvelope[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('identity');
    namespace = uniqueNamespace('identity');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      LOG_LEVEL: 'silent',
      BOOTSTRAP_ADMIN_EMAILS: 'Boss@HighstreetFX.test, second@highstreetfx.test',
    });
    service = await bootServiceForTest(AppModule.register(env, logger), namespace);
    listener = new AmqpConnection({
      url: testUrls.amqp,
      name: 'listener',
      namespace,
      logger,
      ephemeral: true,
    });
    await new EventSubscriber(listener, logger).subscribe({
      queue: 'test.users',
      events: ['user.promoted'],
      handler: (e) => void promoted.push(e),
    });
  });

  afterAll(async () => {
    await listener.close();
    await service.close();
    await database.drop();
  });

  const upsert = (firebaseUid: string, email: string, emailVerified: boolean) =>
    service.client.request('identity.users.upsert', { firebaseUid, email, emailVerified });

  it('reports Postgres and RabbitMQ up over request/reply', async () => {
    await expect(service.client.request('identity.health', {})).resolves.toMatchObject({
      service: 'identity',
      status: 'up',
      checks: { postgres: { status: 'up' }, rabbitmq: { status: 'up' } },
    });
  });

  it('creates a user record with role user', async () => {
    const user = await upsert('uid-plain', 'plain@example.com', false);
    expect(user).toMatchObject({ email: 'plain@example.com', role: 'user' });
    expect(
      await service.client.request('identity.users.get', { firebaseUid: 'uid-plain' }),
    ).toEqual({ user });
  });

  it('makes a bootstrap admin an admin only once the e-mail is verified, whatever its case', async () => {
    const unverified = await upsert('uid-boss', 'boss@highstreetfx.test', false);
    expect(unverified.role).toBe('user');
    const verified = await upsert('uid-boss', 'BOSS@highstreetfx.test', true);
    expect(verified).toMatchObject({ id: unverified.id, role: 'admin' });
    await eventually(() =>
      promoted.some((e) => (e.payload as { userId: string }).userId === verified.id),
    );
  });

  it('lets nobody else take over an e-mail that already has a record, unless they verified it', async () => {
    const owner = await upsert('uid-owner', 'owner@example.com', true);
    await expect(upsert('uid-intruder', 'Owner@Example.com', false)).rejects.toMatchObject({
      code: 'EMAIL_IN_USE',
    });
    const reclaimed = await upsert('uid-owner-new-account', 'owner@example.com', true);
    expect(reclaimed.id).toBe(owner.id);
  });

  it('grants admin by e-mail before the first sign-in, taking effect at a verified sign-in', async () => {
    await expect(
      service.client.request('identity.users.grantAdmin', {
        email: 'later@example.com',
        grantedBy: 'shell:ops',
      }),
    ).resolves.toEqual({
      email: 'later@example.com',
      role: 'admin',
      signedInYet: false,
    });
    await expect(upsert('uid-later-unverified', 'later@example.com', false)).rejects.toMatchObject({
      code: 'EMAIL_IN_USE',
    });
    await expect(upsert('uid-later', 'LATER@example.com', true)).resolves.toMatchObject({
      email: 'LATER@example.com',
      role: 'admin',
    });
  });

  it('promotes once: a second promotion changes nothing and announces nothing', async () => {
    const user = await upsert('uid-promote', 'promote-me@example.com', false);
    const first = await service.client.request('identity.users.promote', {
      userId: user.id,
      promotedBy: 'boss@highstreetfx.test',
    });
    const second = await service.client.request('identity.users.promote', {
      userId: user.id,
      promotedBy: 'boss@highstreetfx.test',
    });
    expect([first.role, second.role]).toEqual(['admin', 'admin']);
    await eventually(() =>
      promoted.some((e) => (e.payload as { userId: string }).userId === user.id),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      promoted.filter((e) => (e.payload as { userId: string }).userId === user.id),
    ).toHaveLength(1);
    await expect(
      service.client.request('identity.users.promote', { userId: randomUUID(), promotedBy: 'x' }),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('survives two first sign-ins of the same person at once', async () => {
    const [a, b] = await Promise.all([
      upsert('uid-race', 'race@example.com', true),
      upsert('uid-race', 'race@example.com', true),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('lists users a page at a time', async () => {
    const page = await service.client.request('identity.users.list', { page: 1, pageSize: 2 });
    expect(page.users).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(6);
  });

  it('refuses to start without its database, naming the missing variable', () => {
    expect(() => loadEnv({ AMQP_URL: testUrls.amqp })).toThrow(/DATABASE_URL: is required/);
  });
});
