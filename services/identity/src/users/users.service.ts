import { Inject, Injectable } from '@nestjs/common';
import type { UserList, UserRecord } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, isUniqueViolation, outboxEntry } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { BOOTSTRAP_ADMINS } from './users.tokens';
import type { StoredUser, UserChange } from './stored-user';
import { adminGrant, promotion, signInWrite, wasPromoted } from './user-rules';
import type { SignInClaims } from './user-rules';
import { UsersRepository } from './users.repository';

export function toUserRecord(user: StoredUser): UserRecord {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}

/**
 * Who is who. A role is never taken from a client: records start as `user`; admins come from
 * configuration (bootstrap e-mails), the shell (grant), or another admin (promote), and a grant by
 * e-mail only takes effect for someone whose e-mail Firebase has verified. A promotion is written
 * with its user.promoted (the outbox), handed to the relay once committed.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(BOOTSTRAP_ADMINS) private readonly bootstrapAdmins: ReadonlySet<string>,
  ) {}

  async get(firebaseUid: string): Promise<UserRecord | null> {
    const user = await this.users.findByUid(firebaseUid);
    return user ? toUserRecord(user) : null;
  }

  async list(page: number, pageSize: number): Promise<UserList> {
    const { users, total } = await this.users.page(page, pageSize);
    return { users: users.map(toUserRecord), total, page, pageSize };
  }

  /** POST /me: the record of the signed-in person, created on their first call. */
  async upsert(claims: SignInClaims): Promise<UserRecord> {
    const bootstrap = claims.emailVerified && this.bootstrapAdmins.has(claims.email.toLowerCase());
    try {
      const change = await this.users.signIn(
        claims.firebaseUid,
        claims.email,
        (found) => signInWrite(found, claims, bootstrap, this.clock.now()),
        (written) => this.promotionEvent(written),
      );
      if (change.event) this.relay.committed(change.event);
      return toUserRecord(change.after);
    } catch (error) {
      // Two first sign-ins of the same person at once: the other one created the record.
      if (isUniqueViolation(error)) return this.upsert(claims);
      throw error;
    }
  }

  /** Make Admin. Promoting an admin again changes nothing and announces nothing. */
  async promote(userId: string, promotedBy: string): Promise<UserRecord> {
    const change = await this.users.changeById(
      userId,
      (user) => promotion(user, promotedBy, this.clock.now()),
      (written) => this.promotionEvent(written),
    );
    if (!change) throw new DomainError('USER_NOT_FOUND', 'No user with this id');
    if (change.event) this.relay.committed(change.event);
    return toUserRecord(change.after);
  }

  async grantAdmin(
    email: string,
    grantedBy: string,
  ): Promise<{ email: string; role: 'admin'; signedInYet: boolean }> {
    const { after } = await this.users.changeByEmail(email, (existing) =>
      adminGrant(existing, email, grantedBy, this.clock.now()),
    );
    return { email: after.email, role: 'admin', signedInYet: after.firebaseUid !== null };
  }

  /** user.promoted for a change that made someone admin; nothing for any other. */
  private promotionEvent(change: UserChange): OutboxEntry | undefined {
    if (!wasPromoted(change)) return undefined;
    const user = change.after;
    return outboxEntry('user.promoted', {
      userId: user.id,
      email: user.email,
      role: 'admin',
      promotedBy: user.promotedBy ?? 'unknown',
      promotedAt: (user.promotedAt ?? this.clock.now()).toISOString(),
    });
  }
}
