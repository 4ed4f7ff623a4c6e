import { Injectable } from '@nestjs/common';
import { assignments, query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import type { StoredRefund } from './stored-refund';

const COLUMNS = `id, payment_id AS "paymentId", idempotency_key AS "idempotencyKey",
  provider_refund_id AS "providerRefundId", amount_pence::int AS "amountPence", status,
  failure_reason AS "failureReason", reason, attempts, next_attempt_at AS "nextAttemptAt"`;

export type RefundKey =
  | { id: string }
  | { idempotencyKey: string }
  | { providerRefundId: string }
  /** A refund whose earlier try (a provider refund that failed) had this id. */
  | { supersededRefundId: string };

const KEY_WHERE = {
  id: 'id = :value',
  idempotencyKey: 'idempotency_key = :value',
  providerRefundId: 'provider_refund_id = :value',
  supersededRefundId: ':value = ANY (superseded_refund_ids)',
} as const;

type RefundChanges = Partial<
  Pick<StoredRefund, 'status' | 'providerRefundId' | 'failureReason' | 'nextAttemptAt'>
> & { failedAt?: Date };

const CHANGEABLE: Record<keyof RefundChanges, string> = {
  status: 'status',
  providerRefundId: 'provider_refund_id',
  failureReason: 'failure_reason',
  nextAttemptAt: 'next_attempt_at',
  failedAt: 'failed_at',
};

/** A failed refund as the Payments screen lists it. */
export interface FailedRefundRow {
  orderId: string;
  orderNumber: string | null;
  idempotencyKey: string;
  amountPence: number;
  reason: string;
  attempts: number;
  nextAttemptAt: Date | null;
}

/**
 * The refunds table: one row per idempotency key, so a refund asked for twice is one refund.
 * Always used inside a transaction that holds its payment's lock.
 */
@Injectable()
export class RefundsRepository {
  async find(transaction: Queryable, key: RefundKey): Promise<StoredRefund | null> {
    const [field, value] = Object.entries(key)[0] as [keyof typeof KEY_WHERE, string];
    const [row] = await query<StoredRefund[]>(
      transaction,
      `SELECT ${COLUMNS} FROM payments.refunds WHERE ${KEY_WHERE[field]}`,
      { value },
    );
    return row ?? null;
  }

  /** A refund of the payment the provider made that no request of ours names yet, oldest first. */
  async unmatched(
    transaction: Queryable,
    paymentId: string,
    amountPence: number,
  ): Promise<StoredRefund | null> {
    const [row] = await query<StoredRefund[]>(
      transaction,
      `SELECT ${COLUMNS} FROM payments.refunds
       WHERE payment_id = :paymentId AND provider_refund_id IS NULL AND status = 'requested'
         AND amount_pence = :amountPence
       ORDER BY created_at LIMIT 1`,
      { paymentId, amountPence },
    );
    return row ?? null;
  }

  /** Pence asked for and not settled yet (requested or pending): not to be refunded twice. */
  async inFlight(transaction: Queryable, paymentId: string): Promise<number> {
    const [row] = await query<{ pence: number }[]>(
      transaction,
      `SELECT coalesce(sum(amount_pence), 0)::int AS pence FROM payments.refunds
       WHERE payment_id = :paymentId AND status IN ('requested', 'pending')`,
      { paymentId },
    );
    return row?.pence ?? 0;
  }

  async create(
    transaction: Queryable,
    refund: Pick<
      StoredRefund,
      'paymentId' | 'idempotencyKey' | 'providerRefundId' | 'amountPence' | 'reason'
    >,
  ): Promise<StoredRefund> {
    const [row] = await query<StoredRefund[]>(
      transaction,
      `INSERT INTO payments.refunds (payment_id, idempotency_key, provider_refund_id, amount_pence,
         reason)
       VALUES (:paymentId, :idempotencyKey, :providerRefundId, :amountPence, :reason)
       RETURNING ${COLUMNS}`,
      { ...refund },
    );
    return row!;
  }

  async change(
    transaction: Queryable,
    refund: StoredRefund,
    set: RefundChanges,
  ): Promise<StoredRefund> {
    const changes = assignments(CHANGEABLE, set);
    if (!changes.text) return refund;
    const [[row]] = await query<[StoredRefund[], number]>(
      transaction,
      `UPDATE payments.refunds SET ${changes.text}, updated_at = now() WHERE id = :id
       RETURNING ${COLUMNS}`,
      { ...changes.params, id: refund.id },
    );
    return row!;
  }

  /**
   * A failed refund asked again: requested once more, one more try counted, the provider's
   * refund that failed kept aside (its late events change nothing).
   */
  async reopen(transaction: Queryable, refund: StoredRefund): Promise<StoredRefund> {
    const [[row]] = await query<[StoredRefund[], number]>(
      transaction,
      `UPDATE payments.refunds SET status = 'requested', attempts = attempts + 1,
         next_attempt_at = NULL, provider_refund_id = NULL, updated_at = now(),
         superseded_refund_ids = superseded_refund_ids
           || CASE WHEN provider_refund_id IS NULL THEN '{}'::text[]
                   ELSE ARRAY[provider_refund_id] END
       WHERE id = :id RETURNING ${COLUMNS}`,
      { id: refund.id },
    );
    return row!;
  }

  /**
   * Failed refunds due for another try, claimed for `leaseSeconds` (the next try's time moved on)
   * so two instances never retry the same one.
   */
  async claimDue(
    transaction: Queryable,
    now: Date,
    leaseSeconds: number,
  ): Promise<{ orderId: string; idempotencyKey: string }[]> {
    const [rows] = await query<[{ orderId: string; idempotencyKey: string }[], number]>(
      transaction,
      `UPDATE payments.refunds r SET next_attempt_at = :now::timestamptz + make_interval(secs => :lease)
       FROM payments.payments p
       WHERE p.id = r.payment_id AND r.id IN (
         SELECT id FROM payments.refunds
         WHERE status = 'failed' AND next_attempt_at <= :now
         ORDER BY next_attempt_at LIMIT 20 FOR UPDATE SKIP LOCKED)
       RETURNING p.order_id AS "orderId", r.idempotency_key AS "idempotencyKey"`,
      { now, lease: leaseSeconds },
    );
    return rows;
  }

  /** Refunds that failed, for staff: the order, the tries, the next one. */
  failed(db: Queryable): Promise<FailedRefundRow[]> {
    return query<FailedRefundRow[]>(
      db,
      `SELECT p.order_id AS "orderId", p.order_number AS "orderNumber",
         r.idempotency_key AS "idempotencyKey", r.amount_pence::int AS "amountPence",
         coalesce(r.failure_reason, 'no reason given') AS reason, r.attempts,
         r.next_attempt_at AS "nextAttemptAt"
       FROM payments.refunds r JOIN payments.payments p ON p.id = r.payment_id
       WHERE r.status = 'failed' ORDER BY r.failed_at DESC NULLS LAST LIMIT 200`,
    );
  }
}
