import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { userListQuerySchema, userListSchema, userRecordSchema } from '@fx/contracts';
import type { UserList, UserListQuery, UserRecord } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { RoleResolver } from '../auth/role-resolver';
import { ZodQuery } from '../http/zod-body';

/** Users and Make Admin. Admins only: the guard decides by the /admin path. */
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly roles: RoleResolver,
  ) {}

  @ApiRoute({ summary: 'Users, a page at a time', response: userListSchema })
  @Get()
  list(@ZodQuery(userListQuerySchema) query: UserListQuery): Promise<UserList> {
    return this.rpc.request('identity.users.list', query);
  }

  @ApiRoute({
    summary: 'Make Admin (idempotent)',
    response: userRecordSchema,
    raises: { USER_NOT_FOUND: 'no such user' },
  })
  @Post(':id/promote')
  @HttpCode(200)
  async promote(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<UserRecord> {
    const user = await this.rpc.request('identity.users.promote', {
      userId: id,
      promotedBy: caller.user?.email ?? caller.identity.email,
    });
    this.roles.forgetUser(id);
    return user;
  }
}
