import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReconciliationDifference } from '@fx/contracts';
import { query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import type { Difference } from './reconciliation-rules';

/** The reconciliation's runs and the differences each found: staff see the last run's. */
@Injectable()
export class ReconciliationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The provider's refund ids we know, of every try of every refund. */
  async knownRefundIds(ids: readonly string[]): Promise<Set<string>> {
    const rows = await query<{ id: string }[]>(
      this.dataSource,
      `SELECT provider_refund_id AS id FROM payments.refunds WHERE provider_refund_id = ANY (:ids)
       UNION SELECT unnest(superseded_refund_ids) FROM payments.refunds
       WHERE superseded_refund_ids && :ids::text[]`,
      { ids: [...ids] },
    );
    return new Set(rows.map((row) => row.id));
  }

  /** A run and what it found, in one transaction. */
  async save(
    transaction: Queryable,
    run: { from: Date; finishedAt: Date; by: string },
    differences: readonly Difference[],
  ): Promise<void> {
    const [{ id }] = await query<[{ id: string }]>(
      transaction,
      `INSERT INTO payments.reconciliation_runs (period_from, finished_at, started_by)
       VALUES (:from, :finishedAt, :by) RETURNING id`,
      { ...run },
    );
    for (const difference of differences) {
      await query(
        transaction,
        `INSERT INTO payments.reconciliation_differences (run_id, kind, order_id, order_number,
           provider_id, ours, theirs, next_step, found_at)
         VALUES (:runId, :kind, :orderId, :orderNumber, :providerId, :ours, :theirs, :nextStep,
           :foundAt)`,
        { runId: id, ...difference, foundAt: run.finishedAt },
      );
    }
  }

  /** When the last run finished, and what it found. */
  async latest(): Promise<{
    lastReconciledAt: Date | null;
    differences: ReconciliationDifference[];
  }> {
    const [run] = await query<{ id: string; finishedAt: Date }[]>(
      this.dataSource,
      `SELECT id, finished_at AS "finishedAt" FROM payments.reconciliation_runs
       ORDER BY finished_at DESC LIMIT 1`,
    );
    if (!run) return { lastReconciledAt: null, differences: [] };
    const rows = await query<(Omit<ReconciliationDifference, 'foundAt'> & { foundAt: Date })[]>(
      this.dataSource,
      `SELECT kind, order_id AS "orderId", order_number AS "orderNumber",
         provider_id AS "providerId", ours, theirs, next_step AS "nextStep", found_at AS "foundAt"
       FROM payments.reconciliation_differences WHERE run_id = :runId ORDER BY kind, provider_id`,
      { runId: run.id },
    );
    return {
      lastReconciledAt: run.finishedAt,
      differences: rows.map((row) => ({ ...row, foundAt: row.foundAt.toISOString() })),
    };
  }
}
