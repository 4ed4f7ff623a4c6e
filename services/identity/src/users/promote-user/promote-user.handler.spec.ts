import { DomainError } from '@fx/service-kit';
import type { OutboxEntry, OutboxRelay } from '@fx/service-kit';
import { FixedClock } from '@fx/service-kit/testing';
import type { StoredUser, UserChanges } from '../stored-user';
import type { AnnounceChange } from '../stored-user';
import type { UsersRepository } from '../users.repository';
import { PromoteUserCommand } from './promote-user.command';
import { PromoteUserHandler } from './promote-user.handler';

const at = new Date('2026-11-20T10:00:00.000Z');
const ADA = '0b8f3a52-6c1d-4e7a-9f20-3d5b7c9e1a42';
const BOSS = '5e2d9c71-8a4b-4f3e-b6d0-7c1a9e3f5b28';
const user = (id: string, name: string, role: 'user' | 'admin'): StoredUser => ({
  id,
  firebaseUid: `uid-${name}`,
  email: `${name}@example.com`,
  roles: role === 'admin' ? ['admin'] : [],
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  lastSignInAt: null,
  promotedAt: null,
  promotedBy: null,
});

/** Make Admin over users kept in memory, with the events written beside them and those handed on. */
function makeAdmin() {
  const users = new Map([
    [ADA, user(ADA, 'ada', 'user')],
    [BOSS, user(BOSS, 'boss', 'admin')],
  ]);
  const written: OutboxEntry[] = [];
  const handed: OutboxEntry[] = [];
  const repository = {
    changeById: (id: string, decide: (u: StoredUser) => UserChanges, announce: AnnounceChange) => {
      const before = users.get(id);
      if (!before) return Promise.resolve(null);
      const after = { ...before, ...decide(before) };
      users.set(id, after);
      const event = announce({ before, after });
      if (event) written.push(event);
      return Promise.resolve({ before, after, event });
    },
  } as unknown as UsersRepository;
  const relay = { committed: (...events: OutboxEntry[]) => handed.push(...events) };
  const handler = new PromoteUserHandler(
    repository,
    relay as unknown as OutboxRelay,
    new FixedClock(at),
  );
  return {
    written,
    handed,
    promote: (id: string) => handler.execute(new PromoteUserCommand(id, 'boss@example.com')),
  };
}

describe('Make Admin', () => {
  it('makes a user admin, with one user.promoted written with the change and handed to the relay', async () => {
    const { written, handed, promote } = makeAdmin();
    expect(await promote(ADA)).toMatchObject({ id: ADA, role: 'admin' });
    expect(written.map((event) => [event.type, JSON.parse(event.payload) as unknown])).toEqual([
      [
        'user.promoted',
        {
          userId: ADA,
          email: 'ada@example.com',
          role: 'admin',
          promotedBy: 'boss@example.com',
          promotedAt: at.toISOString(),
        },
      ],
    ]);
    expect(handed).toEqual(written);
  });

  it('changes nothing and announces nothing for someone already admin', async () => {
    const { written, handed, promote } = makeAdmin();
    expect(await promote(BOSS)).toMatchObject({ id: BOSS, role: 'admin' });
    expect([written, handed]).toEqual([[], []]);
  });

  it('refuses an unknown user with USER_NOT_FOUND', async () => {
    const { handed, promote } = makeAdmin();
    const refused = await promote('nobody').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(handed).toEqual([]);
  });
});
