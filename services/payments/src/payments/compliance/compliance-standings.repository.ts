import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ComplianceStatus } from '@fx/contracts';
import { query } from '@fx/service-kit';

/** Each order's standing with compliance (payments.order_compliance). */
@Injectable()
export class ComplianceStandingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Keeps a standing unless one of a higher sequence is kept already (events out of order cannot
   * undo a hold): null when it was not kept, else whether the order has a payment whose order was
   * cancelled (read in the same statement).
   */
  async keep(
    orderId: string,
    status: ComplianceStatus,
    sequence: number,
  ): Promise<{ orderCancelled: boolean } | null> {
    const [row] = await query<{ orderCancelled: boolean }[]>(
      this.dataSource,
      `WITH kept AS (
         INSERT INTO payments.order_compliance (order_id, status, sequence, updated_at)
         VALUES (:orderId, :status, :sequence, now())
         ON CONFLICT (order_id) DO UPDATE
           SET status = EXCLUDED.status, sequence = EXCLUDED.sequence, updated_at = now()
           WHERE payments.order_compliance.sequence < EXCLUDED.sequence
         RETURNING order_id)
       SELECT EXISTS (
         SELECT 1 FROM payments.payments p
         WHERE p.order_id = kept.order_id AND p.order_cancelled_at IS NOT NULL
       ) AS "orderCancelled"
       FROM kept`,
      { orderId, status, sequence },
    );
    return row ?? null;
  }

  /** The order's standing, or null when compliance has said nothing of it yet. */
  async statusOf(orderId: string): Promise<ComplianceStatus | null> {
    const [row] = await query<{ status: ComplianceStatus }[]>(
      this.dataSource,
      'SELECT status FROM payments.order_compliance WHERE order_id = :orderId',
      { orderId },
    );
    return row?.status ?? null;
  }
}
