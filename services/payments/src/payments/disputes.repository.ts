import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import type { DisputeRecord } from '../provider/payment-provider';

/** A dispute as the Payments screen lists it, with its payment's order when we know it. */
export interface StoredDispute {
  disputeId: string;
  orderId: string | null;
  orderNumber: string | null;
  amountPence: number;
  reason: string;
  status: string;
  respondBy: Date | null;
  openedAt: Date;
}

/** The disputes (chargebacks) the provider told of: each kept once, by its id. */
@Injectable()
export class DisputesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Keeps the dispute; false when it was kept already (a replay, or the reconciliation's). */
  async record(
    transaction: Queryable,
    dispute: DisputeRecord,
    paymentId: string | null,
  ): Promise<boolean> {
    const rows = await query<unknown[]>(
      transaction,
      `INSERT INTO payments.disputes (dispute_id, payment_id, provider_payment_id, amount_pence,
         reason, status, respond_by, opened_at)
       VALUES (:disputeId, :paymentId, :providerPaymentId, :amountPence, :reason, :status,
         :respondBy, :openedAt)
       ON CONFLICT (dispute_id) DO NOTHING RETURNING dispute_id`,
      {
        disputeId: dispute.disputeId,
        paymentId,
        providerPaymentId: dispute.paymentId,
        amountPence: dispute.amountMinor,
        reason: dispute.reason,
        status: dispute.status,
        respondBy: dispute.respondBy,
        openedAt: dispute.createdAt,
      },
    );
    return rows.length > 0;
  }

  /** Disputes still open at the provider's last word, newest first. */
  open(): Promise<StoredDispute[]> {
    return query<StoredDispute[]>(
      this.dataSource,
      `SELECT d.dispute_id AS "disputeId", p.order_id AS "orderId", p.order_number AS "orderNumber",
         d.amount_pence::int AS "amountPence", d.reason, d.status, d.respond_by AS "respondBy",
         d.opened_at AS "openedAt"
       FROM payments.disputes d LEFT JOIN payments.payments p ON p.id = d.payment_id
       WHERE d.status NOT IN ('won', 'lost', 'warning_closed')
       ORDER BY d.opened_at DESC LIMIT 200`,
    );
  }
}
