import { createHash, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { EventEnvelope } from '@fx/contracts';
import { AmqpConnection, EventPublisher, EventSubscriber } from '@fx/service-kit';
import {
  AuthEmulator,
  bootServiceForTest,
  createTestDatabase,
  eventually,
  memoryLogger,
  randomSuffix,
  serviceTestEnv,
  testClock,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';

const sha256 = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

describe('identity roles and erasure on real Postgres, RabbitMQ and the Auth Emulator', () => {
  const { logger } = memoryLogger('identity');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const run = randomSuffix();
  let database: TestDatabase;
  let db: Client;
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;
  let listener: AmqpConnection;
  let publisher: EventPublisher;
  const events: EventEnvelope[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('identity-roles');
    const namespace = uniqueNamespace('identity-roles');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      LOG_LEVEL: 'silent',
      FIREBASE_PROJECT_ID: 'demo-fx',
      FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
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
      queue: 'test.identity-roles',
      events: ['user.roles_changed', 'user.erased'],
      handler: (e) => void events.push(e),
    });
    publisher = new EventPublisher(listener);
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await listener.close();
    await service.close();
    await database.drop();
  });

  /** A person signed up on the emulator and signed in to the platform. */
  async function signedIn(label: string) {
    const email = `${label}-${run}@example.com`;
    const { uid } = await emulator.signUp(email);
    const user = await service.client.request('identity.users.upsert', {
      firebaseUid: uid,
      email,
      emailVerified: true,
    });
    return { uid, email, user };
  }

  const setRole = (
    userId: string,
    role: 'admin' | 'compliance_officer',
    grant: boolean,
    by: { userId: string | null; email: string },
  ) => service.client.request('identity.users.setRole', { userId, role, grant, by });

  const changesOf = (userId: string) =>
    events.filter(
      (e) => e.type === 'user.roles_changed' && (e.payload as { userId: string }).userId === userId,
    );

  it('grants and removes the officer role once each, announcing each change, and refuses own and last-admin changes', async () => {
    const boss = await signedIn('boss');
    const mlro = await signedIn('mlro');
    await db.query(`UPDATE identity.users SET roles = '{admin}' WHERE id = $1`, [boss.user.id]);
    const by = { userId: boss.user.id, email: boss.email };

    const granted = await setRole(mlro.user.id, 'compliance_officer', true, by);
    expect(granted).toMatchObject({ role: 'user', roles: ['user', 'compliance_officer'] });
    await expect(setRole(mlro.user.id, 'compliance_officer', true, by)).resolves.toEqual(granted);
    await expect(
      service.client.request('identity.users.get', { firebaseUid: mlro.uid }),
    ).resolves.toMatchObject({ user: { roles: ['user', 'compliance_officer'] } });

    await expect(setRole(boss.user.id, 'admin', false, by)).rejects.toMatchObject({
      code: 'OWN_ROLE_CHANGE',
    });
    await expect(
      setRole(boss.user.id, 'admin', false, { userId: mlro.user.id, email: mlro.email }),
    ).rejects.toMatchObject({ code: 'LAST_ADMIN' });

    const removed = await setRole(mlro.user.id, 'compliance_officer', false, by);
    expect(removed.roles).toEqual(['user']);
    await eventually(() => changesOf(mlro.user.id).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changesOf(mlro.user.id).map((e) => e.payload)).toEqual([
      expect.objectContaining({ role: 'compliance_officer', change: 'granted', by }),
      expect.objectContaining({ role: 'compliance_officer', change: 'removed', roles: ['user'] }),
    ]);
    expect(changesOf(boss.user.id)).toHaveLength(0);
  });

  it('lets an admin lose admin once another admin remains', async () => {
    const first = await signedIn('first-admin');
    const second = await signedIn('second-admin');
    const by = { userId: first.user.id, email: first.email };
    await db.query(`UPDATE identity.users SET roles = '{admin}' WHERE id = $1`, [first.user.id]);
    await expect(setRole(second.user.id, 'admin', true, by)).resolves.toMatchObject({
      role: 'admin',
      roles: ['user', 'admin'],
    });
    await expect(
      setRole(first.user.id, 'admin', false, { userId: second.user.id, email: second.email }),
    ).resolves.toMatchObject({ role: 'user', roles: ['user'] });
  });

  it('erases a customer on request: the sign-in account and the record, announced once', async () => {
    const ada = await signedIn('ada');
    await expect(
      service.client.request('identity.users.erase', {
        firebaseUid: ada.uid,
        reason: 'customer_request',
      }),
    ).resolves.toEqual({ erased: true });
    await expect(emulator.signIn(ada.email)).rejects.toThrow(/EMAIL_NOT_FOUND/);
    await expect(
      service.client.request('identity.users.get', { firebaseUid: ada.uid }),
    ).resolves.toEqual({ user: null });
    await eventually(() =>
      events.some(
        (e) => e.type === 'user.erased' && (e.payload as { userId: string }).userId === ada.user.id,
      ),
    );
    await expect(
      service.client.request('identity.users.erase', {
        firebaseUid: ada.uid,
        reason: 'customer_request',
      }),
    ).resolves.toEqual({ erased: false });
  });

  it('erases the account of an erased last order only when it has not signed in for 2 years', async () => {
    const dormant = await signedIn('Dormant');
    const active = await signedIn('active');
    const longAgo = new Date(testClock().now().getTime() - 731 * 86_400_000);
    await db.query('UPDATE identity.users SET last_sign_in_at = $1 WHERE id = $2', [
      longAgo,
      dormant.user.id,
    ]);
    for (const person of [active, dormant]) {
      await publisher.publish('order.personal_data_erased', {
        orderId: randomUUID(),
        orderNumber: 'HX-000001',
        emailSha256: sha256(person.email),
        lastOfCustomer: true,
        reason: 'retention',
        erasedAt: testClock().now().toISOString(),
      });
    }
    await eventually(async () => {
      const found = await service.client.request('identity.users.get', {
        firebaseUid: dormant.uid,
      });
      return found.user === null;
    });
    await expect(emulator.signIn(dormant.email)).rejects.toThrow(/EMAIL_NOT_FOUND/);
    await expect(
      service.client.request('identity.users.get', { firebaseUid: active.uid }),
    ).resolves.toMatchObject({ user: { id: active.user.id } });
    await expect(emulator.signIn(active.email)).resolves.toMatchObject({ uid: active.uid });
  });
});
