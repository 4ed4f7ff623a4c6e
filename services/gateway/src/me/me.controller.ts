import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { userRecordSchema } from '@fx/contracts';
import type { UserRecord } from '@fx/contracts';
import { DomainError, RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, SignedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { RoleResolver } from '../auth/role-resolver';
import { KEPT_WHEN_REDIS_IS_AWAY } from '../http/rate-limit-store';

@Controller('me')
@SignedIn()
export class MeController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly roles: RoleResolver,
  ) {}

  @ApiRoute({
    summary: "The caller's user record with role",
    response: userRecordSchema,
    raises: { ACCOUNT_NOT_CREATED: 'no account record yet: POST /me creates it' },
  })
  @Get()
  me(@CurrentCaller() caller: Caller): UserRecord {
    if (!caller.user)
      throw new DomainError(
        'ACCOUNT_NOT_CREATED',
        'There is no account record yet: POST /me creates it.',
      );
    return caller.user;
  }

  /**
   * Creates or refreshes the caller's record from their verified token. Anything in the body is
   * ignored: the role in particular is decided by the identity service alone.
   */
  @ApiRoute({
    summary: "Creates or refreshes the caller's record (role user; the body is ignored)",
    response: userRecordSchema,
    raises: { EMAIL_IN_USE: 'the e-mail belongs to another account' },
  })
  @Post()
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 30, timeWindow: '1 minute', ...KEPT_WHEN_REDIS_IS_AWAY } })
  async upsert(@CurrentCaller() caller: Caller): Promise<UserRecord> {
    const { uid, email, emailVerified } = caller.identity;
    const user = await this.rpc.request('identity.users.upsert', {
      firebaseUid: uid,
      email,
      emailVerified,
    });
    this.roles.remember(uid, user);
    return user;
  }
}
