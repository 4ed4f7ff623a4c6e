import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import {
  GRANTABLE_ROLES,
  grantableRoleSchema,
  userListQuerySchema,
  userListSchema,
  userRecordSchema,
} from '@fx/contracts';
import type { GrantableRole, UserList, UserListQuery, UserRecord } from '@fx/contracts';
import { DomainError, RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { RoleResolver } from '../auth/role-resolver';
import { ZodQuery } from '../http/zod-body';

const userId = new ParseUUIDPipe({ errorHttpStatusCode: 400 });

/** A role in the address: one staff grant (admin, compliance_officer), else 422 naming `role`. */
class GrantableRolePipe implements PipeTransform<string, GrantableRole> {
  transform(value: string): GrantableRole {
    const parsed = grantableRoleSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]!.message;
    throw new DomainError('UNPROCESSABLE', message, [{ field: 'role', message }]);
  }
}

const OWN_ROLES = 'Nobody grants or removes their own roles: ask another admin.';

const REFUSED = {
  USER_NOT_FOUND: 'no such user',
  UNPROCESSABLE: 'a role that is not one staff grant (`role` named)',
  OWN_ROLE_CHANGE: "the caller's own account",
} as const;

const ROLE_CHANGE = {
  pathParams: { role: { type: 'string', enum: [...GRANTABLE_ROLES] } },
  response: userRecordSchema,
} as const;

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
    @Param('id', userId) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<UserRecord> {
    const user = await this.rpc.request('identity.users.promote', {
      userId: id,
      promotedBy: caller.user?.email ?? caller.identity.email,
    });
    this.roles.forgetUser(id);
    return user;
  }

  @ApiRoute({
    summary: 'Grants a role (idempotent; audited by compliance)',
    raises: REFUSED,
    ...ROLE_CHANGE,
  })
  @Put(':id/roles/:role')
  grant(
    @Param('id', userId) id: string,
    @Param('role', new GrantableRolePipe()) role: GrantableRole,
    @CurrentCaller() caller: Caller,
  ): Promise<UserRecord> {
    return this.setRole(id, role, true, caller);
  }

  @ApiRoute({
    summary: 'Removes a role (idempotent; audited by compliance)',
    raises: { ...REFUSED, LAST_ADMIN: 'removing admin from the last admin' },
    ...ROLE_CHANGE,
  })
  @Delete(':id/roles/:role')
  @HttpCode(200)
  remove(
    @Param('id', userId) id: string,
    @Param('role', new GrantableRolePipe()) role: GrantableRole,
    @CurrentCaller() caller: Caller,
  ): Promise<UserRecord> {
    return this.setRole(id, role, false, caller);
  }

  private async setRole(id: string, role: GrantableRole, grant: boolean, caller: Caller) {
    if (caller.user?.id === id) throw new DomainError('OWN_ROLE_CHANGE', OWN_ROLES);
    const user = await this.rpc.request('identity.users.setRole', {
      userId: id,
      role,
      grant,
      by: { userId: caller.user?.id ?? null, email: caller.user?.email ?? caller.identity.email },
    });
    this.roles.forgetUser(id);
    return user;
  }
}
