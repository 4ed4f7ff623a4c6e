import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { GetUserQuery } from './get-user/get-user.query';
import { GrantAdminCommand } from './grant-admin/grant-admin.command';
import { ListUsersQuery } from './list-users/list-users.query';
import { PromoteUserCommand } from './promote-user/promote-user.command';
import { EraseUserCommand } from './erase-user/erase-user.command';
import { SetRoleCommand } from './set-role/set-role.command';
import { SignInUserCommand } from './sign-in-user/sign-in-user.command';

/** RabbitMQ adapter: one command or query per request. */
@Controller()
export class UsersConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RpcHandler('identity.users.upsert')
  upsert(
    request: RpcRequest<'identity.users.upsert'>,
  ): Promise<RpcResponse<'identity.users.upsert'>> {
    return this.commands.execute(new SignInUserCommand(request));
  }

  @RpcHandler('identity.users.get')
  get(request: RpcRequest<'identity.users.get'>): Promise<RpcResponse<'identity.users.get'>> {
    return this.queries.execute(new GetUserQuery(request.firebaseUid));
  }

  @RpcHandler('identity.users.list')
  list(request: RpcRequest<'identity.users.list'>): Promise<RpcResponse<'identity.users.list'>> {
    return this.queries.execute(new ListUsersQuery(request.page, request.pageSize));
  }

  @RpcHandler('identity.users.promote')
  promote(
    request: RpcRequest<'identity.users.promote'>,
  ): Promise<RpcResponse<'identity.users.promote'>> {
    return this.commands.execute(new PromoteUserCommand(request.userId, request.promotedBy));
  }

  @RpcHandler('identity.users.grantAdmin')
  grantAdmin(
    request: RpcRequest<'identity.users.grantAdmin'>,
  ): Promise<RpcResponse<'identity.users.grantAdmin'>> {
    return this.commands.execute(new GrantAdminCommand(request.email, request.grantedBy));
  }

  @RpcHandler('identity.users.setRole')
  setRole(
    request: RpcRequest<'identity.users.setRole'>,
  ): Promise<RpcResponse<'identity.users.setRole'>> {
    const { userId, role, grant, by } = request;
    return this.commands.execute(new SetRoleCommand(userId, role, grant, by));
  }

  @RpcHandler('identity.users.erase')
  erase(request: RpcRequest<'identity.users.erase'>): Promise<RpcResponse<'identity.users.erase'>> {
    const { firebaseUid, emailSha256, reason } = request;
    return this.commands.execute(new EraseUserCommand({ firebaseUid, emailSha256 }, reason));
  }
}
