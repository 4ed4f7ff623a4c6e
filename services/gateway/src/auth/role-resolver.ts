import { Inject, Injectable } from '@nestjs/common';
import type { UserRecord } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';

/** The user record behind a Firebase uid, from the identity service, reused for a few seconds. */
@Injectable()
export class RoleResolver {
  private readonly cache = new Map<string, { user: UserRecord | null; until: number }>();
  private readonly ttlMs: number;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.ttlMs = env.ROLE_CACHE_SECONDS * 1000;
  }

  async userOf(firebaseUid: string): Promise<UserRecord | null> {
    const cached = this.cache.get(firebaseUid);
    if (cached && cached.until > Date.now()) return cached.user;
    const { user } = await this.rpc.request('identity.users.get', { firebaseUid });
    this.remember(firebaseUid, user);
    return user;
  }

  remember(firebaseUid: string, user: UserRecord | null): void {
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(firebaseUid, { user, until: Date.now() + this.ttlMs });
  }

  /** After a promotion: the next request asks the identity service again. */
  forgetUser(userId: string): void {
    for (const [uid, entry] of this.cache) if (entry.user?.id === userId) this.cache.delete(uid);
  }
}
