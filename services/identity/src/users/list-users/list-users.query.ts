import { Query } from '@nestjs/cqrs';
import type { UserList } from '@fx/contracts';

/** A page of the users, for staff. */
export class ListUsersQuery extends Query<UserList> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
