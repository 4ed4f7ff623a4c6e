import { DomainError } from '@fx/service-kit';
import type { StoredUser } from './stored-user';
import { adminGrant, promotion, signInWrite, wasPromoted } from './user-rules';

const now = new Date('2026-01-02T03:04:05Z');
const ada: StoredUser = {
  id: 'u1',
  firebaseUid: 'uid-ada',
  email: 'ada@example.com',
  role: 'user',
  createdAt: new Date('2025-01-01T00:00:00Z'),
  lastSignInAt: null,
  promotedAt: null,
  promotedBy: null,
};
const claims = { firebaseUid: 'uid-ada', email: 'Ada@example.com', emailVerified: true };

describe('the sign-in and role rules', () => {
  it('creates a user record on a first sign-in, and an admin one for a bootstrap admin', () => {
    const found = { byUid: null, byEmail: null };
    expect(signInWrite(found, claims, false, now)).toEqual({
      create: expect.objectContaining({ role: 'user', promotedAt: null, lastSignInAt: now }),
    });
    expect(signInWrite(found, claims, true, now)).toEqual({
      create: expect.objectContaining({ role: 'admin', promotedAt: now, promotedBy: 'bootstrap' }),
    });
  });

  it('keeps the e-mail as it is now, and promotes a bootstrap admin who was not one', () => {
    const found = { byUid: ada, byEmail: ada };
    expect(signInWrite(found, claims, false, now)).toEqual({
      update: ada,
      set: { email: 'Ada@example.com', lastSignInAt: now },
    });
    expect(signInWrite(found, claims, true, now)).toEqual({
      update: ada,
      set: {
        email: 'Ada@example.com',
        lastSignInAt: now,
        role: 'admin',
        promotedAt: now,
        promotedBy: 'bootstrap',
      },
    });
  });

  it('refuses an e-mail another account holds, and a waiting record to an unverified address', () => {
    const other = { ...ada, id: 'u2', firebaseUid: 'uid-other' };
    expect(() => signInWrite({ byUid: ada, byEmail: other }, claims, false, now)).toThrow(
      DomainError,
    );
    const unverified = { ...claims, emailVerified: false };
    expect(() => signInWrite({ byUid: null, byEmail: other }, unverified, false, now)).toThrow(
      'Please verify your e-mail address to use this account.',
    );
    expect(signInWrite({ byUid: null, byEmail: other }, claims, false, now)).toEqual({
      update: other,
      set: { firebaseUid: 'uid-ada', email: 'Ada@example.com', lastSignInAt: now },
    });
  });

  it('promotes only someone who is not admin yet, and says so only then', () => {
    const admin = { ...ada, role: 'admin' as const };
    expect(promotion(admin, 'boss', now)).toEqual({});
    expect(wasPromoted({ before: admin, after: admin })).toBe(false);
    expect(wasPromoted({ before: ada, after: admin })).toBe(true);
    expect(wasPromoted({ before: null, after: admin })).toBe(true);
  });

  it('grants admin by e-mail to a record that waits for its first sign-in', () => {
    expect(adminGrant(null, 'grace@example.com', 'shell', now)).toEqual({
      create: expect.objectContaining({ firebaseUid: null, role: 'admin', promotedBy: 'shell' }),
    });
    expect(adminGrant(ada, ada.email, 'shell', now)).toEqual({
      update: ada,
      set: { role: 'admin', promotedAt: now, promotedBy: 'shell' },
    });
  });
});
