import type { GrantableRole } from '@fx/contracts';
import type { OutboxEntry } from '@fx/service-kit';

/** A person as identity stores them. */
export interface StoredUser {
  id: string;
  /** Null for someone granted admin by e-mail who has not signed in yet. */
  firebaseUid: string | null;
  email: string;
  /** The granted roles (admin, compliance_officer); `user` is everyone's and not stored. */
  roles: GrantableRole[];
  createdAt: Date;
  lastSignInAt: Date | null;
  promotedAt: Date | null;
  promotedBy: string | null;
}

export type NewUser = Omit<StoredUser, 'id'>;

/** Fields of a record to change; the others stay as they are. */
export type UserChanges = Partial<Omit<StoredUser, 'id' | 'createdAt'>>;

/** What a change writes: a new record, or changes to one found. */
export type UserWrite = { create: NewUser } | { update: StoredUser; set: UserChanges };

/** A record before a change (null when the change created it) and after. */
export interface UserChange {
  before: StoredUser | null;
  after: StoredUser;
}

/** A change and the event that announces it, if any, written with it. */
export interface AnnouncedChange extends UserChange {
  event?: OutboxEntry;
}

/** The event announcing a change (user.promoted, user.roles_changed), or none. */
export type AnnounceChange = (change: UserChange) => OutboxEntry | undefined;
