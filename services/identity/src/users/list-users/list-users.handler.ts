import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { UserList } from '@fx/contracts';
import { toUserRecord } from '../user-record';
import { UsersRepository } from '../users.repository';
import { ListUsersQuery } from './list-users.query';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ page, pageSize }: ListUsersQuery): Promise<UserList> {
    const { users, total } = await this.users.page(page, pageSize);
    return { users: users.map(toUserRecord), total, page, pageSize };
  }
}
