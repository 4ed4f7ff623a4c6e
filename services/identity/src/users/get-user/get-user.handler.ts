import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { UserRecord } from '@fx/contracts';
import { toUserRecord } from '../user-record';
import { UsersRepository } from '../users.repository';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ firebaseUid }: GetUserQuery): Promise<{ user: UserRecord | null }> {
    const user = await this.users.findByUid(firebaseUid);
    return { user: user ? toUserRecord(user) : null };
  }
}
