import { createHash } from 'node:crypto';
import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { erasureResultSchema, londonNow, myDataSchema } from '@fx/contracts';
import type { ErasureResult, MyData } from '@fx/contracts';
import { Clock, DomainError, RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, SignedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { RoleResolver } from '../auth/role-resolver';
import { verifiedEmailOf } from './verified-email';

const NO_ACCOUNT = 'There is no account record yet: POST /me creates it.';
const RAISES = {
  EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified",
  ACCOUNT_NOT_CREATED: 'no account record yet',
} as const;
/** Both are heavy (several services) and rare: a few an hour is plenty. */
const DATA_RIGHTS_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } } as const;
const RETENTION_REASON =
  'The law (Money Laundering Regulations 2017) requires us to keep records of transactions for five years.';

/** What compliance keeps of an order is never in the download (tipping off): dropped if present. */
const WITHHELD = new Set([
  'compliance',
  'screening',
  'holds',
  'cases',
  'reports',
  'idCheck',
  'idCheckId',
]);
const withoutCompliance = (order: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(order).filter(([key]) => !WITHHELD.has(key)));

/** The customer's e-mail as data requests are recorded: SHA-256 of it in lower case. */
export const emailSha256 = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex');

/**
 * The customer's data rights (My account): a download of their data, and erasure of what may go.
 * Whose data is decided by the verified e-mail of the token. The download never carries screening
 * results, cases, holds or reports (exempt, and showing them would be tipping off). Both requests
 * are recorded with compliance.
 */
@Controller('me')
@SignedIn()
export class MyDataController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly roles: RoleResolver,
    private readonly clock: Clock,
  ) {}

  @ApiRoute({
    summary:
      "Downloads the caller's data as JSON: the account, orders, rate alerts and push devices",
    response: myDataSchema,
    file: {},
    raises: RAISES,
  })
  @Get('data')
  @RouteConfig(DATA_RIGHTS_LIMIT)
  async data(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MyData> {
    const email = verifiedEmailOf(caller);
    const account = caller.user;
    if (!account) throw new DomainError('ACCOUNT_NOT_CREATED', NO_ACCOUNT);
    const [{ orders }, { alerts }, { devices }] = await Promise.all([
      this.rpc.request('orders.customer.export', { email }),
      this.rpc.request('rates.alerts.list', { email }),
      this.rpc.request('notifications.push.list', { email }),
    ]);
    const now = this.clock.now();
    await this.rpc.request('compliance.dataRequests.record', {
      emailSha256: emailSha256(email),
      kind: 'export',
      detail: `account, ${orders.length} orders, ${alerts.length} alerts, ${devices.length} push devices`,
    });
    void reply
      .header('content-disposition', `attachment; filename="my-data-${londonNow(now).date}.json"`)
      .header('cache-control', 'no-store');
    return {
      exportedAt: now.toISOString(),
      account: {
        email: account.email,
        createdAt: account.createdAt,
        lastSignInAt: account.lastSignInAt,
      },
      orders: orders.map(withoutCompliance),
      alerts,
      pushDevices: devices,
    };
  }

  @ApiRoute({
    summary:
      'Erases what may go (rate alerts, push devices, the sign-in account) and says what is kept, why and until when (orders inside their retention period)',
    response: erasureResultSchema,
    raises: { EMAIL_NOT_VERIFIED: "the caller's e-mail is not verified" },
  })
  @Post('erasure')
  @HttpCode(200)
  @RouteConfig(DATA_RIGHTS_LIMIT)
  async erase(@CurrentCaller() caller: Caller): Promise<ErasureResult> {
    const email = verifiedEmailOf(caller);
    const { kept } = await this.rpc.request('orders.customer.retention', { email });
    const { erased: alerts } = await this.rpc.request('rates.alerts.eraseAll', { email });
    const { erased: devices } = await this.rpc.request('notifications.push.eraseAll', { email });
    await this.rpc.request('identity.users.erase', {
      firebaseUid: caller.identity.uid,
      reason: 'customer_request',
    });
    this.roles.forgetUser(caller.user?.id ?? '');
    const erased = [
      { what: `Your rate alerts (${alerts})` },
      { what: `Your devices for notifications (${devices})` },
      { what: 'Your account and sign-in' },
    ];
    const refused = kept.map(({ orderNumber, keptUntil }) => ({
      what: `Order ${orderNumber}`,
      reason: RETENTION_REASON,
      keptUntil,
    }));
    const { recordedAt } = await this.rpc.request('compliance.dataRequests.record', {
      emailSha256: emailSha256(email),
      kind: 'erasure',
      detail: JSON.stringify({ erased, refused }).slice(0, 4000),
    });
    return { erased, refused, recordedAt };
  }
}
