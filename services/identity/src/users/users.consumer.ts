import { Controller } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { UsersService } from './users.service';

/** RabbitMQ adapter: one service call per request. */
@Controller()
export class UsersConsumer {
  constructor(private readonly users: UsersService) {}

  @RpcHandler('identity.users.upsert')
  upsert(
    request: RpcRequest<'identity.users.upsert'>,
  ): Promise<RpcResponse<'identity.users.upsert'>> {
    return this.users.upsert(request);
  }

  @RpcHandler('identity.users.get')
  async get(request: RpcRequest<'identity.users.get'>): Promise<RpcResponse<'identity.users.get'>> {
    return { user: await this.users.get(request.firebaseUid) };
  }

  @RpcHandler('identity.users.list')
  list(request: RpcRequest<'identity.users.list'>): Promise<RpcResponse<'identity.users.list'>> {
    return this.users.list(request.page, request.pageSize);
  }

  @RpcHandler('identity.users.promote')
  promote(
    request: RpcRequest<'identity.users.promote'>,
  ): Promise<RpcResponse<'identity.users.promote'>> {
    return this.users.promote(request.userId, request.promotedBy);
  }

  @RpcHandler('identity.users.grantAdmin')
  grantAdmin(
    request: RpcRequest<'identity.users.grantAdmin'>,
  ): Promise<RpcResponse<'identity.users.grantAdmin'>> {
    return this.users.grantAdmin(request.email, request.grantedBy);
  }
}
