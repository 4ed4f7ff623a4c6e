import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { AlertStatus } from '@fx/contracts';

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
}

/** How long a confirmation link works; an alert unconfirmed by then is as good as never set. */
const CONFIRM_WITHIN = `interval '7 days'`;
const NOT_EXPIRED = `NOT (status = 'unconfirmed' AND created_at < now() - ${CONFIRM_WITHIN})`;

const COLUMNS = `id, email, code, target_rate::text AS target_rate, status, token, created_at,
  triggered_at, triggered_rate::text AS triggered_rate`;

/** SQL of rate alerts. E-mail addresses are compared without regard to letter case. */
@Injectable()
export class AlertsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Runs `work` holding a lock on one e-mail address, so two requests at once cannot both take
   * the last of its ten places.
   */
  forEmail<T>(email: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('rate-alerts:' || lower($1)))`, [
        email,
      ]);
      return work(manager);
    });
  }

  /**
   * Alerts of an address still waiting to fire (active, or unconfirmed with a link that still
   * works). Unconfirmed ones whose link has expired are removed first: someone who typed another
   * person's address cannot keep that person's places taken.
   */
  async countWaiting(manager: EntityManager, email: string): Promise<number> {
    await manager.query(
      `DELETE FROM rates.rate_alerts WHERE lower(email) = lower($1) AND NOT ${NOT_EXPIRED}`,
      [email],
    );
    const rows: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM rates.rate_alerts
        WHERE lower(email) = lower($1) AND status IN ('unconfirmed', 'active')`,
      [email],
    );
    return rows[0]!.count;
  }

  async insert(
    manager: EntityManager,
    alert: {
      id: string;
      email: string;
      uid: string | null;
      code: string;
      targetRate: string;
      status: AlertStatus;
      token: string;
    },
  ): Promise<AlertRow> {
    const rows: AlertRow[] = await manager.query(
      `INSERT INTO rates.rate_alerts (id, email, firebase_uid, code, target_rate, status, token,
                                      confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $6 = 'active' THEN now() END)
       RETURNING ${COLUMNS}`,
      [alert.id, alert.email, alert.uid, alert.code, alert.targetRate, alert.status, alert.token],
    );
    return rows[0]!;
  }

  async listByEmail(email: string): Promise<AlertRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM rates.rate_alerts WHERE lower(email) = lower($1) AND ${NOT_EXPIRED}
        ORDER BY created_at DESC, id`,
      [email],
    );
  }

  async findByToken(token: string): Promise<AlertRow | null> {
    const rows: AlertRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM rates.rate_alerts WHERE token = $1`,
      [token],
    );
    return rows[0] ?? null;
  }

  /**
   * unconfirmed -> active while the link works; the row as it is after (still unconfirmed when
   * the link has expired), or null for an unknown token.
   */
  async confirm(token: string): Promise<AlertRow | null> {
    await this.dataSource.query(
      `UPDATE rates.rate_alerts SET status = 'active', confirmed_at = now()
        WHERE token = $1 AND status = 'unconfirmed' AND ${NOT_EXPIRED}`,
      [token],
    );
    return this.findByToken(token);
  }

  async deleteOwned(id: string, email: string): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM rates.rate_alerts WHERE id = $1 AND lower(email) = lower($2)',
      [id, email],
    );
    return count > 0;
  }

  async deleteByToken(token: string): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM rates.rate_alerts WHERE token = $1',
      [token],
    );
    return count > 0;
  }

  /** Active alerts of a currency whose target the rate reaches. */
  async reachedBy(code: string, rate: string): Promise<AlertRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM rates.rate_alerts
        WHERE code = $1 AND status = 'active' AND target_rate <= $2::numeric`,
      [code, rate],
    );
  }

  async markTriggered(id: string, rate: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE rates.rate_alerts SET status = 'triggered', triggered_at = $3, triggered_rate = $2
        WHERE id = $1 AND status = 'active'`,
      [id, rate, at],
    );
  }
}
