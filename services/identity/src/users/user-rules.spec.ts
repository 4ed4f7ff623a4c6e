import { DomainError } from '@fx/service-kit';
import type { StoredUser } from './stored-user';
import { adminGrant, promotion, roleChange, signInWrite, wasPromoted } from './user-rules';

const now = new Date('2026-01-02T03:04:05Z');
const ada: StoredUser = {
  id: 'u1',
  firebaseUid: 'uid-ada',
  email: 'ada@example.com',
  roles: [],
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
      create: expect.objectContaining({ roles: [], promotedAt: null, lastSignInAt: now }),
    });
    expect(signInWrite(found, claims, true, now)).toEqual({
      create: expect.objectContaining({
        roles: ['admin'],
        promotedAt: now,
        promotedBy: 'bootstrap',
      }),
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
        roles: ['admin'],
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
    const admin: StoredUser = { ...ada, roles: ['admin'] };
    expect(promotion(admin, 'boss', now)).toEqual({});
    expect(wasPromoted({ before: admin, after: admin })).toBe(false);
    expect(wasPromoted({ before: ada, after: admin })).toBe(true);
    expect(wasPromoted({ before: null, after: admin })).toBe(true);
  });

  it('grants admin by e-mail to a record that waits for its first sign-in', () => {
    expect(adminGrant(null, 'grace@example.com', 'shell', now)).toEqual({
      create: expect.objectContaining({ firebaseUid: null, roles: ['admin'], promotedBy: 'shell' }),
    });
    expect(adminGrant(ada, ada.email, 'shell', now)).toEqual({
      update: ada,
      set: { roles: ['admin'], promotedAt: now, promotedBy: 'shell' },
    });
  });

  describe('granting and removing roles', () => {
    const boss = { userId: 'u9', email: 'boss@example.com' };
    const officer: StoredUser = { ...ada, roles: ['admin', 'compliance_officer'] };

    it('grants a role beside those held, and removes one leaving the others', () => {
      expect(roleChange(ada, 'compliance_officer', true, boss, 1, now)).toEqual({
        roles: ['compliance_officer'],
      });
      expect(roleChange(officer, 'compliance_officer', false, boss, 2, now)).toEqual({
        roles: ['admin'],
      });
      expect(roleChange(ada, 'admin', true, boss, 1, now)).toEqual({
        roles: ['admin'],
        promotedAt: now,
        promotedBy: 'boss@example.com',
      });
    });

    it('changes nothing when the role is already as asked', () => {
      expect(roleChange(officer, 'admin', true, boss, 2, now)).toEqual({});
      expect(roleChange(ada, 'compliance_officer', false, boss, 1, now)).toEqual({});
    });

    /** The code of the domain error a rule throws, or none. */
    const refusal = (rule: () => unknown): string | undefined => {
      try {
        rule();
        return undefined;
      } catch (error) {
        return (error as DomainError).code;
      }
    };

    it('refuses anyone changing their own roles, by id or by e-mail', () => {
      const own = (by: { userId: string | null; email: string }) => () =>
        roleChange(ada, 'compliance_officer', true, by, 2, now);
      expect(refusal(own({ userId: ada.id, email: 'x@example.com' }))).toBe('OWN_ROLE_CHANGE');
      expect(refusal(own({ userId: null, email: 'ADA@example.com' }))).toBe('OWN_ROLE_CHANGE');
    });

    it('keeps admin on the last admin', () => {
      expect(refusal(() => roleChange(officer, 'admin', false, boss, 1, now))).toBe('LAST_ADMIN');
      expect(roleChange(officer, 'admin', false, boss, 2, now)).toEqual({
        roles: ['compliance_officer'],
      });
    });
  });
});
