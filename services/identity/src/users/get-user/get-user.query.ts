import { Query } from '@nestjs/cqrs';
import type { UserRecord } from '@fx/contracts';

/** The record of a Firebase user, if they have one. */
export class GetUserQuery extends Query<{ user: UserRecord | null }> {
  constructor(readonly firebaseUid: string) {
    super();
  }
}
