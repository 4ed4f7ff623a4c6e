import { Controller, Inject, Optional } from '@nestjs/common';
import type { PushDevice, RpcRequest, RpcResponse } from '@fx/contracts';
import { Clock, DomainError, RpcHandler } from '@fx/service-kit';
import { PushDevicesRepository } from './push-devices.repository';
import type { PushDeviceRow } from './push-devices.repository';
import { PUSH_OPTIONS } from './push.tokens';
import type { PushOptions } from './push.tokens';

/** A device as its owner sees it: the push service's host, never the endpoint or its keys. */
function toPushDevice(row: PushDeviceRow): PushDevice {
  return {
    id: row.id,
    label: row.label,
    pushService: new URL(row.endpoint).host,
    alerts: row.wants_alerts,
    orders: row.wants_orders,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

const offMessage = 'Notifications on this device are not offered';

/**
 * A signed-in customer's push devices (the gateway has checked the e-mail is theirs and verified).
 * With push off, there are none, and none can be registered.
 */
@Controller()
export class PushDevicesRpc {
  constructor(
    @Inject(PUSH_OPTIONS) private readonly options: PushOptions,
    private readonly clock: Clock,
    @Optional() private readonly devices?: PushDevicesRepository,
  ) {}

  @RpcHandler('notifications.push.config')
  config(): RpcResponse<'notifications.push.config'> {
    const { enabled, vapid } = this.options;
    return { enabled, vapidPublicKey: enabled ? vapid.publicKey : null };
  }

  @RpcHandler('notifications.push.register')
  async register(
    request: RpcRequest<'notifications.push.register'>,
  ): Promise<RpcResponse<'notifications.push.register'>> {
    if (!this.devices) throw new DomainError('PUSH_DEVICE_NOT_FOUND', offMessage);
    const { subscription, email, uid, label, alerts, orders } = request;
    const row = await this.devices.upsert({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      email,
      uid,
      label: label ?? null,
      alerts: alerts ?? true,
      orders: orders ?? false,
      at: this.clock.now(),
    });
    return toPushDevice(row);
  }

  @RpcHandler('notifications.push.list')
  async list({
    email,
  }: RpcRequest<'notifications.push.list'>): Promise<RpcResponse<'notifications.push.list'>> {
    const rows = (await this.devices?.listByEmail(email)) ?? [];
    return { devices: rows.map(toPushDevice) };
  }

  @RpcHandler('notifications.push.remove')
  async remove({
    id,
    email,
  }: RpcRequest<'notifications.push.remove'>): Promise<RpcResponse<'notifications.push.remove'>> {
    if (!(await this.devices?.deleteOwned(id, email)))
      throw new DomainError(
        'PUSH_DEVICE_NOT_FOUND',
        'There is no such device, or it is already off',
      );
    return { deleted: true };
  }

  @RpcHandler('notifications.push.eraseAll')
  async eraseAll({
    email,
  }: RpcRequest<'notifications.push.eraseAll'>): Promise<
    RpcResponse<'notifications.push.eraseAll'>
  > {
    return { erased: (await this.devices?.deleteAllOf(email)) ?? 0 };
  }
}
