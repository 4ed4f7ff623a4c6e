import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { query } from '@fx/service-kit';

export interface PushDeviceRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  email: string;
  label: string | null;
  wants_alerts: boolean;
  wants_orders: boolean;
  created_at: Date;
  last_used_at: Date | null;
}

export interface NewPushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  email: string;
  uid: string;
  label: string | null;
  alerts: boolean;
  orders: boolean;
  at: Date;
}

/** What a push is about: the devices that asked for it. */
export type PushTopic = 'alerts' | 'orders';

const COLUMNS = `id, endpoint, p256dh, auth, email, label, wants_alerts, wants_orders, created_at,
  last_used_at`;

/**
 * SQL of push devices. The owner's e-mail is kept in lower case; a device is its endpoint, so
 * subscribing again (new keys, another account signed in on it) replaces what it was.
 */
@Injectable()
export class PushDevicesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async upsert(device: NewPushDevice): Promise<PushDeviceRow> {
    const [row] = await query<PushDeviceRow[]>(
      this.dataSource,
      `INSERT INTO notifications.push_subscriptions
         (id, endpoint, p256dh, auth, email, firebase_uid, label, wants_alerts, wants_orders,
          created_at)
       VALUES (:id, :endpoint, :p256dh, :auth, lower(:email), :uid, :label, :alerts, :orders, :at)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         email = EXCLUDED.email, firebase_uid = EXCLUDED.firebase_uid, label = EXCLUDED.label,
         wants_alerts = EXCLUDED.wants_alerts, wants_orders = EXCLUDED.wants_orders
       RETURNING ${COLUMNS}`,
      { id: randomUUID(), ...device },
    );
    return row!;
  }

  listByEmail(email: string): Promise<PushDeviceRow[]> {
    return query(
      this.dataSource,
      `SELECT ${COLUMNS} FROM notifications.push_subscriptions WHERE email = lower(:email)
        ORDER BY created_at DESC, id`,
      { email },
    );
  }

  /** The owner's devices that want pushes about `topic`. */
  wanting(email: string, topic: PushTopic): Promise<PushDeviceRow[]> {
    const column = topic === 'alerts' ? 'wants_alerts' : 'wants_orders';
    return query(
      this.dataSource,
      `SELECT ${COLUMNS} FROM notifications.push_subscriptions
        WHERE email = lower(:email) AND ${column} ORDER BY created_at, id`,
      { email },
    );
  }

  async deleteOwned(id: string, email: string): Promise<boolean> {
    const [, count] = await query<[unknown, number]>(
      this.dataSource,
      'DELETE FROM notifications.push_subscriptions WHERE id = :id AND email = lower(:email)',
      { id, email },
    );
    return count > 0;
  }

  async deleteAllOf(email: string): Promise<number> {
    const [, count] = await query<[unknown, number]>(
      this.dataSource,
      'DELETE FROM notifications.push_subscriptions WHERE email = lower(:email)',
      { email },
    );
    return count;
  }

  /** The push service said the subscription is gone (404 or 410). */
  async deleteById(id: string): Promise<void> {
    await query(this.dataSource, 'DELETE FROM notifications.push_subscriptions WHERE id = :id', {
      id,
    });
  }

  /**
   * Claims the push of `eventId` to a device: false when it was claimed before (a redelivered
   * event), so each event pushes to each device once.
   */
  async claim(eventId: string, deviceId: string): Promise<boolean> {
    const rows = await query<unknown[]>(
      this.dataSource,
      `INSERT INTO notifications.push_deliveries (event_id, subscription_id)
       VALUES (:eventId, :deviceId) ON CONFLICT DO NOTHING RETURNING 1`,
      { eventId, deviceId },
    );
    return rows.length > 0;
  }

  /** A push that failed (to be tried again): its claim is given back. */
  async release(eventId: string, deviceId: string): Promise<void> {
    await query(
      this.dataSource,
      `DELETE FROM notifications.push_deliveries
        WHERE event_id = :eventId AND subscription_id = :deviceId`,
      { eventId, deviceId },
    );
  }

  async markUsed(id: string, at: Date): Promise<void> {
    await query(
      this.dataSource,
      'UPDATE notifications.push_subscriptions SET last_used_at = :at WHERE id = :id',
      { id, at },
    );
  }
}
