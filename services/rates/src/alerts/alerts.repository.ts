import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AlertChannel, AlertStatus } from '@fx/contracts';
import { OutboxRepository, query } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';

export interface AlertRow {
  id: string;
  email: string;
  code: string;
  target_rate: string;
  status: AlertStatus;
  token: string;
  created_at: Date;
  triggered_at: Date | null;
  triggered_rate: string | null;
  channel: AlertChannel;
}

export interface NewAlert {
  id: string;
  email: string;
  uid: string | null;
  code: string;
  targetRate: string;
  status: AlertStatus;
  channel: AlertChannel;
  token: string;
  /** When it is set (the service's clock): its link's week counts from then. */
  at: Date;
}

/** How long a confirmation link works; an alert unconfirmed by then is as good as never set. */
const CONFIRM_WITHIN = `interval '7 days'`;
/** Not an unconfirmed alert whose link has expired by `:now` (the service's clock). */
const NOT_EXPIRED = `NOT (status = 'unconfirmed' AND created_at < :now::timestamptz - ${CONFIRM_WITHIN})`;

const COLUMNS = `id, email, code, target_rate::text AS target_rate, status, token, created_at,
  triggered_at, triggered_rate::text AS triggered_rate, channel`;

/**
 * SQL of rate alerts. E-mail addresses are compared without regard to letter case. An alert's
 * events are written with the change they announce (the outbox).
 */
@Injectable()
export class AlertsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * Adds an alert in one transaction holding a lock on its e-mail address, so two requests at
   * once cannot both take the last of its places. The address's unconfirmed alerts whose link has
   * expired are removed first: someone who typed another person's address cannot keep that
   * person's places taken. `checkRoom` is given how many of its alerts still wait to fire (active,
   * or unconfirmed with a link that still works) and may refuse by throwing, writing nothing.
   * The event `announce` makes of the alert as written, if any (alert.requested: its e-mail), is
   * written with it.
   */
  add(
    alert: NewAlert,
    checkRoom: (waiting: number) => void,
    announce: (row: AlertRow) => OutboxEntry | undefined,
  ): Promise<{ row: AlertRow; event?: OutboxEntry }> {
    return this.dataSource.transaction(async (transaction) => {
      const email = { email: alert.email };
      await query(
        transaction,
        `SELECT pg_advisory_xact_lock(hashtext('rate-alerts:' || lower(:email)))`,
        email,
      );
      await query(
        transaction,
        `DELETE FROM rates.rate_alerts WHERE lower(email) = lower(:email) AND NOT ${NOT_EXPIRED}`,
        { ...email, now: alert.at },
      );
      const [waiting] = await query<{ count: number }[]>(
        transaction,
        `SELECT count(*)::int AS count FROM rates.rate_alerts
          WHERE lower(email) = lower(:email) AND status IN ('unconfirmed', 'active')`,
        email,
      );
      checkRoom(waiting!.count);
      const [row] = await query<AlertRow[]>(
        transaction,
        `INSERT INTO rates.rate_alerts (id, email, firebase_uid, code, target_rate, status, token,
                                        created_at, confirmed_at, channel)
         VALUES (:id, :email, :uid, :code, :targetRate, :status, :token,
                 :at, CASE WHEN :status = 'active' THEN :at::timestamptz END, :channel)
         RETURNING ${COLUMNS}`,
        {
          id: alert.id,
          email: alert.email,
          uid: alert.uid,
          code: alert.code,
          targetRate: alert.targetRate,
          status: alert.status,
          token: alert.token,
          at: alert.at,
          channel: alert.channel,
        },
      );
      const event = announce(row!);
      if (event) await this.outbox.add(transaction, event);
      return { row: row!, event };
    });
  }

  /** The address's alerts, less those whose link had expired by `now`. */
  listByEmail(email: string, now: Date): Promise<AlertRow[]> {
    return query(
      this.dataSource,
      `SELECT ${COLUMNS} FROM rates.rate_alerts WHERE lower(email) = lower(:email)
          AND ${NOT_EXPIRED}
        ORDER BY created_at DESC, id`,
      { email, now },
    );
  }

  async findByToken(token: string): Promise<AlertRow | null> {
    const [row] = await query<AlertRow[]>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM rates.rate_alerts WHERE token = :token`,
      { token },
    );
    return row ?? null;
  }

  /**
   * unconfirmed -> active while the link works at `now`; the row as it is after (still
   * unconfirmed when the link has expired), or null for an unknown token.
   */
  async confirm(token: string, now: Date): Promise<AlertRow | null> {
    await query(
      this.dataSource,
      `UPDATE rates.rate_alerts SET status = 'active', confirmed_at = :now
        WHERE token = :token AND status = 'unconfirmed' AND ${NOT_EXPIRED}`,
      { token, now },
    );
    return this.findByToken(token);
  }

  async deleteOwned(id: string, email: string): Promise<boolean> {
    const [, count] = await query<[unknown, number]>(
      this.dataSource,
      'DELETE FROM rates.rate_alerts WHERE id = :id AND lower(email) = lower(:email)',
      { id, email },
    );
    return count > 0;
  }

  /**
   * Sets how the owner's alert reaches them, while it waits to fire: the row as it is after;
   * 'sent' when it has fired (nothing changed); null when the address has no such alert, or its
   * link had expired by `now`.
   */
  async setChannelOwned(
    id: string,
    email: string,
    channel: AlertChannel,
    now: Date,
  ): Promise<AlertRow | 'sent' | null> {
    const owned = `id = :id AND lower(email) = lower(:email) AND ${NOT_EXPIRED}`;
    // An UPDATE answers [rows, count].
    const [[changed]] = await query<[AlertRow[], number]>(
      this.dataSource,
      `UPDATE rates.rate_alerts SET channel = :channel
        WHERE ${owned} AND status <> 'triggered'
       RETURNING ${COLUMNS}`,
      { id, email, channel, now },
    );
    if (changed) return changed;
    const [fired] = await query<unknown[]>(
      this.dataSource,
      `SELECT 1 FROM rates.rate_alerts WHERE ${owned} AND status = 'triggered'`,
      { id, email, now },
    );
    return fired ? 'sent' : null;
  }

  /** Every alert of an e-mail, whatever its letter case: how many there were. */
  async deleteAllOf(email: string): Promise<number> {
    const [, count] = await query<[unknown, number]>(
      this.dataSource,
      'DELETE FROM rates.rate_alerts WHERE lower(email) = lower(:email)',
      { email },
    );
    return count;
  }

  async deleteByToken(token: string): Promise<boolean> {
    const [, count] = await query<[unknown, number]>(
      this.dataSource,
      'DELETE FROM rates.rate_alerts WHERE token = :token',
      { token },
    );
    return count > 0;
  }

  /** Active alerts of a currency whose target the rate reaches. */
  reachedBy(code: string, rate: string): Promise<AlertRow[]> {
    return query(
      this.dataSource,
      `SELECT ${COLUMNS} FROM rates.rate_alerts
        WHERE code = :code AND status = 'active' AND target_rate <= :rate::numeric`,
      { code, rate },
    );
  }

  /**
   * active -> triggered, with `event` (alert.triggered) in one statement; false, writing nothing,
   * when the alert is no longer active (another check fired it, or it was removed).
   */
  async markTriggered(id: string, rate: string, at: Date, event: OutboxEntry): Promise<boolean> {
    const addEvent = this.outbox.addPart('fired', event);
    const [row] = await query<{ fired: number }[]>(
      this.dataSource,
      `WITH fired AS (
         UPDATE rates.rate_alerts SET status = 'triggered', triggered_at = :at,
                triggered_rate = :rate
          WHERE id = :id AND status = 'active'
         RETURNING id),
       announced AS (${addEvent.text} RETURNING 1)
       SELECT count(*)::int AS fired FROM announced`,
      { id, rate, at, ...addEvent.params },
    );
    return (row?.fired ?? 0) > 0;
  }
}
