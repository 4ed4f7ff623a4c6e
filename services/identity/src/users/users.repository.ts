import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxRepository, assignments, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable, SqlParams } from '@fx/service-kit';
import type {
  AnnounceChange,
  AnnouncedChange,
  StoredUser,
  UserChange,
  UserChanges,
  UserWrite,
} from './stored-user';

const COLUMNS = `id, firebase_uid AS "firebaseUid", email, roles, created_at AS "createdAt",
  last_sign_in_at AS "lastSignInAt", promoted_at AS "promotedAt", promoted_by AS "promotedBy"`;

/** The column of each field a change may set. */
const CHANGEABLE: Record<keyof UserChanges, string> = {
  firebaseUid: 'firebase_uid',
  email: 'email',
  roles: 'roles',
  lastSignInAt: 'last_sign_in_at',
  promotedAt: 'promoted_at',
  promotedBy: 'promoted_by',
};

/**
 * The users table. A change is one method owning its transaction: it reads (and locks) the
 * records the change depends on, lets `decide` choose what to write (or refuse by throwing,
 * writing nothing), and writes it, with the event `announce` makes of the change (the outbox).
 * E-mail addresses are compared without regard to letter case.
 */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  findByUid(firebaseUid: string): Promise<StoredUser | null> {
    return this.findOne(this.dataSource, 'firebase_uid = :firebaseUid', { firebaseUid });
  }

  /** One page of everyone, oldest first, and how many there are. */
  async page(page: number, pageSize: number): Promise<{ users: StoredUser[]; total: number }> {
    const [users, counts] = await Promise.all([
      query<StoredUser[]>(
        this.dataSource,
        `SELECT ${COLUMNS} FROM identity.users ORDER BY created_at, id LIMIT :limit OFFSET :offset`,
        { limit: pageSize, offset: (page - 1) * pageSize },
      ),
      query<{ total: number }[]>(
        this.dataSource,
        'SELECT count(*)::int AS total FROM identity.users',
      ),
    ]);
    return { users, total: counts[0]?.total ?? 0 };
  }

  /** A sign-in: `decide` is given the record of the uid and the record of the e-mail, locked. */
  signIn(
    firebaseUid: string,
    email: string,
    decide: (found: { byUid: StoredUser | null; byEmail: StoredUser | null }) => UserWrite,
    announce: AnnounceChange,
  ): Promise<AnnouncedChange> {
    return this.dataSource.transaction(async (transaction) => {
      const byUid = await this.findOne(transaction, 'firebase_uid = :firebaseUid', {
        firebaseUid,
      });
      const byEmail = await this.lockByEmail(transaction, email);
      const change = await this.write(transaction, decide({ byUid, byEmail }));
      return this.announced(transaction, change, announce);
    });
  }

  /** A change to one record, locked; null, writing nothing, when there is no such record. */
  changeById(
    id: string,
    decide: (user: StoredUser) => UserChanges,
    announce: AnnounceChange,
  ): Promise<AnnouncedChange | null> {
    return this.dataSource.transaction(async (transaction) => {
      const user = await this.findOne(transaction, 'id = :id FOR UPDATE', { id });
      if (!user) return null;
      const change = await this.write(transaction, { update: user, set: decide(user) });
      return this.announced(transaction, change, announce);
    });
  }

  /**
   * A change of one record's roles: `decide` is given the record and how many admins there are,
   * all locked (two removals of admin at once cannot leave none). Null when there is no record.
   */
  changeRoles(
    id: string,
    decide: (user: StoredUser, admins: number) => UserChanges,
    announce: AnnounceChange,
  ): Promise<AnnouncedChange | null> {
    return this.dataSource.transaction(async (transaction) => {
      const admins = await query<{ id: string }[]>(
        transaction,
        `SELECT id FROM identity.users WHERE 'admin' = ANY (roles) ORDER BY id FOR UPDATE`,
      );
      const user = await this.findOne(transaction, 'id = :id FOR UPDATE', { id });
      if (!user) return null;
      const change = await this.write(transaction, {
        update: user,
        set: decide(user, admins.length),
      });
      return this.announced(transaction, change, announce);
    });
  }

  /**
   * Deletes the record found by `condition` (its roles go with it), with the event `announce`
   * makes of it; null when there is none.
   */
  erase(
    condition: string,
    params: SqlParams,
    announce: (user: StoredUser) => OutboxEntry,
  ): Promise<{ user: StoredUser; event: OutboxEntry } | null> {
    return this.dataSource.transaction(async (transaction) => {
      const user = await this.findOne(transaction, `${condition} FOR UPDATE`, params);
      if (!user) return null;
      await query(transaction, 'DELETE FROM identity.users WHERE id = :id', { id: user.id });
      const event = announce(user);
      await this.outbox.add(transaction, event);
      return { user, event };
    });
  }

  /** The record of a Firebase uid, or of the e-mail whose lower-cased SHA-256 (hex) is given. */
  findForErasure(by: { firebaseUid?: string; emailSha256?: string }): Promise<StoredUser | null> {
    const { condition, params } = erasureCondition(by);
    return this.findOne(this.dataSource, condition, params);
  }

  /** A change by e-mail: `decide` is given the record of the e-mail, locked, or null. */
  changeByEmail(
    email: string,
    decide: (user: StoredUser | null) => UserWrite,
  ): Promise<UserChange> {
    return this.dataSource.transaction(async (transaction) =>
      this.write(transaction, decide(await this.lockByEmail(transaction, email))),
    );
  }

  private async announced(
    transaction: Queryable,
    change: UserChange,
    announce: AnnounceChange,
  ): Promise<AnnouncedChange> {
    const event = announce(change);
    if (event) await this.outbox.add(transaction, event);
    return { ...change, event };
  }

  private lockByEmail(transaction: Queryable, email: string): Promise<StoredUser | null> {
    return this.findOne(transaction, 'lower(email) = lower(:email) FOR UPDATE', { email });
  }

  private async findOne(
    db: Queryable,
    condition: string,
    params: SqlParams,
  ): Promise<StoredUser | null> {
    const [user] = await query<StoredUser[]>(
      db,
      `SELECT ${COLUMNS} FROM identity.users WHERE ${condition}`,
      params,
    );
    return user ?? null;
  }

  private async write(transaction: Queryable, write: UserWrite): Promise<UserChange> {
    if ('create' in write) {
      const user = write.create;
      const [created] = await query<StoredUser[]>(
        transaction,
        `INSERT INTO identity.users (firebase_uid, email, roles, created_at, last_sign_in_at,
           promoted_at, promoted_by)
         VALUES (:firebaseUid, :email, :roles, :createdAt, :lastSignInAt, :promotedAt, :promotedBy)
         RETURNING ${COLUMNS}`,
        {
          firebaseUid: user.firebaseUid,
          email: user.email,
          roles: user.roles,
          createdAt: user.createdAt,
          lastSignInAt: user.lastSignInAt,
          promotedAt: user.promotedAt,
          promotedBy: user.promotedBy,
        },
      );
      return { before: null, after: created! };
    }
    const set = assignments(CHANGEABLE, write.set);
    if (!set.text) return { before: write.update, after: write.update };
    // An UPDATE answers its rows and how many it changed.
    const [[updated]] = await query<[StoredUser[], number]>(
      transaction,
      `UPDATE identity.users SET ${set.text} WHERE id = :id RETURNING ${COLUMNS}`,
      { ...set.params, id: write.update.id },
    );
    return { before: write.update, after: updated! };
  }
}

/** How an erasure finds its record: by Firebase uid, or by the hash of the e-mail. */
export function erasureCondition(by: { firebaseUid?: string; emailSha256?: string }): {
  condition: string;
  params: SqlParams;
} {
  if (by.firebaseUid) return { condition: 'firebase_uid = :uid', params: { uid: by.firebaseUid } };
  return {
    condition: `encode(sha256(convert_to(lower(email), 'UTF8')), 'hex') = :hash`,
    params: { hash: by.emailSha256 ?? '' },
  };
}
