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

/** A push of an event to a device, claimed (its id tells this claim from one taking it over). */
export interface PushClaim {
  eventId: string;
  deviceId: string;
  id: string;
}

/** What a push is about: the devices that asked for it. */
export type PushTopic = 'alerts' | 'orders';

/** The row of a claim, as long as it is still that claim (not taken over since). */
const OWN_CLAIM = 'event_id = :eventId AND subscription_id = :deviceId AND claim_id = :id';

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
   * Claims the push of `eventId` to a device, as of `at`: 'sent' when it was pushed before (a
   * redelivered event); 'taken' while another claim, not yet sent, is younger than the lease (its
   * sender may be sending now); else the claim, one whose sender did not send before
   * `expiredBefore` taken over (its sender is taken to have died). One statement, so two taking
   * over the same expired claim cannot both have it.
   */
  async claim(
    eventId: string,
    deviceId: string,
    at: Date,
    expiredBefore: Date,
  ): Promise<PushClaim | 'sent' | 'taken'> {
    const claimId = randomUUID();
    const [claimed] = await query<{ claim_id: string }[]>(
      this.dataSource,
      `INSERT INTO notifications.push_deliveries (event_id, subscription_id, claim_id, claimed_at)
       VALUES (:eventId, :deviceId, :claimId, :at)
       ON CONFLICT (event_id, subscription_id) DO UPDATE
         SET claim_id = EXCLUDED.claim_id, claimed_at = EXCLUDED.claimed_at
         WHERE push_deliveries.sent_at IS NULL AND push_deliveries.claimed_at < :expiredBefore
       RETURNING claim_id`,
      { eventId, deviceId, claimId, at, expiredBefore },
    );
    if (claimed) return { eventId, deviceId, id: claimed.claim_id };
    const [held] = await query<{ sent: boolean }[]>(
      this.dataSource,
      `SELECT sent_at IS NOT NULL AS sent FROM notifications.push_deliveries
        WHERE event_id = :eventId AND subscription_id = :deviceId`,
      { eventId, deviceId },
    );
    return held?.sent ? 'sent' : 'taken';
  }

  /** The claimed push went: a redelivered event will not push it again. */
  async markSent(claim: PushClaim, at: Date): Promise<void> {
    await query(
      this.dataSource,
      `UPDATE notifications.push_deliveries SET sent_at = :at
        WHERE ${OWN_CLAIM}`,
      { ...claim, at },
    );
  }

  /** A push that failed (to be tried again): its claim is given back, unless taken over since. */
  async release(claim: PushClaim): Promise<void> {
    await query(
      this.dataSource,
      `DELETE FROM notifications.push_deliveries WHERE ${OWN_CLAIM} AND sent_at IS NULL`,
      { ...claim },
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
