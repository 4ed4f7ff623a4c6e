import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { UserList, UserRecord } from '@fx/contracts';
import { DomainError, EventPublisher, LOGGER, isUniqueViolation } from '@fx/service-kit';
import { BOOTSTRAP_ADMINS } from './users.tokens';
import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';
import type { SignInClaims } from './users.repository';

export function toUserRecord(user: UserEntity): UserRecord {
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
 * e-mail only takes effect for someone whose e-mail Firebase has verified.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly events: EventPublisher,
    @Inject(BOOTSTRAP_ADMINS) private readonly bootstrapAdmins: ReadonlySet<string>,
    @Inject(LOGGER) private readonly logger: Logger,
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
  async upsert(claims: SignInClaims & { emailVerified: boolean }): Promise<UserRecord> {
    const bootstrap = claims.emailVerified && this.bootstrapAdmins.has(claims.email.toLowerCase());
    try {
      const { user, promoted } = await this.users.transaction(async (manager) => {
        const byUid = await this.users.findByUid(claims.firebaseUid, manager);
        const byEmail = await this.users.lockByEmail(claims.email, manager);
        let user: UserEntity;
        if (byUid) {
          user = byUid;
          if (byEmail && byEmail.id !== byUid.id) {
            throw new DomainError(
              'EMAIL_IN_USE',
              'This e-mail address already belongs to another account.',
            );
          }
          user.email = claims.email;
        } else if (byEmail && byEmail.firebaseUid !== claims.firebaseUid) {
          // A record for this e-mail from an earlier account, or a grant waiting for a first sign-in:
          // only someone who has proved the address may take it over.
          if (!claims.emailVerified) {
            throw new DomainError(
              'EMAIL_IN_USE',
              'Please verify your e-mail address to use this account.',
            );
          }
          user = byEmail;
          user.firebaseUid = claims.firebaseUid;
          user.email = claims.email;
        } else {
          return {
            user: await this.users.insert(claims, bootstrap ? 'admin' : 'user', manager),
            promoted: bootstrap,
          };
        }
        user.lastSignInAt = new Date();
        const promoted = bootstrap && user.role !== 'admin';
        if (promoted)
          Object.assign(user, { role: 'admin', promotedAt: new Date(), promotedBy: 'bootstrap' });
        return { user: await this.users.save(user, manager), promoted };
      });
      if (promoted) await this.announcePromotion(user);
      return toUserRecord(user);
    } catch (error) {
      // Two first sign-ins of the same person at once: the other one created the record.
      if (isUniqueViolation(error)) return this.upsert(claims);
      throw error;
    }
  }

  /** Make Admin. Promoting an admin again changes nothing and announces nothing. */
  async promote(userId: string, promotedBy: string): Promise<UserRecord> {
    const { user, changed } = await this.users.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw new DomainError('USER_NOT_FOUND', 'No user with this id');
      if (user.role === 'admin') return { user, changed: false };
      Object.assign(user, { role: 'admin', promotedAt: new Date(), promotedBy });
      return { user: await this.users.save(user, manager), changed: true };
    });
    if (changed) await this.announcePromotion(user);
    return toUserRecord(user);
  }

  async grantAdmin(
    email: string,
    grantedBy: string,
  ): Promise<{ email: string; role: 'admin'; signedInYet: boolean }> {
    const user = await this.users.transaction((manager) =>
      this.users.grantAdminByEmail(email, grantedBy, manager),
    );
    return { email: user.email, role: 'admin', signedInYet: user.firebaseUid !== null };
  }

  private async announcePromotion(user: UserEntity): Promise<void> {
    try {
      await this.events.publish('user.promoted', {
        userId: user.id,
        email: user.email,
        role: 'admin',
        promotedBy: user.promotedBy ?? 'unknown',
        promotedAt: (user.promotedAt ?? new Date()).toISOString(),
      });
    } catch (error) {
      // The promotion stands; only the announcement is late. Logged for the operator.
      this.logger.error(
        { err: (error as Error).message, userId: user.id },
        'could not publish user.promoted',
      );
    }
  }
}
