import { Injectable } from '@nestjs/common';
import { assignments, query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import type { StoredRefund } from './stored-refund';

const COLUMNS = `id, payment_id AS "paymentId", idempotency_key AS "idempotencyKey",
  provider_refund_id AS "providerRefundId", amount_pence::int AS "amountPence", status,
  failure_reason AS "failureReason", reason`;

export type RefundKey = { id: string } | { idempotencyKey: string } | { providerRefundId: string };

const KEY_COLUMNS = {
  id: 'id',
  idempotencyKey: 'idempotency_key',
  providerRefundId: 'provider_refund_id',
} as const;

type RefundChanges = Partial<Pick<StoredRefund, 'status' | 'providerRefundId' | 'failureReason'>>;

const CHANGEABLE: Record<keyof RefundChanges, string> = {
  status: 'status',
  providerRefundId: 'provider_refund_id',
  failureReason: 'failure_reason',
};

/**
 * The refunds table: one row per idempotency key, so a refund asked for twice is one refund.
 * Always used inside a transaction that holds its payment's lock.
 */
@Injectable()
export class RefundsRepository {
  async find(transaction: Queryable, key: RefundKey): Promise<StoredRefund | null> {
    const [field, value] = Object.entries(key)[0] as [keyof typeof KEY_COLUMNS, string];
    const [row] = await query<StoredRefund[]>(
      transaction,
      `SELECT ${COLUMNS} FROM payments.refunds WHERE ${KEY_COLUMNS[field]} = :value`,
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
}
