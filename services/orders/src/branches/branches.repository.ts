import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WEEKDAYS } from '@fx/contracts';
import type {
  Actor,
  Branch,
  CollectionBranch,
  CollectionSchedule,
  StockLevel,
  WeeklyHours,
} from '@fx/contracts';
import { OutboxRepository, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import { selectBranches } from './branch-rows';

/** A branch as the bureau's settings describe it, with the week its opening hours say. */
export interface CollectionPoint {
  id: string;
  name: string;
  address: string;
  phone: string;
  /** The office's own lines, kept as SITE_OFFICES gives them. */
  hours: Branch['hours'];
  /** The week a branch starts with; staff's own edits win afterwards. */
  weekly: WeeklyHours;
}

/** A stock level as staff set it, with who and when. */
export interface StockChange {
  branchId: string;
  currency: string;
  level: StockLevel;
  by: Actor;
  at: Date;
}

const BRANCH_CACHE_MS = 30_000;

/** Collection points are data: the London branch is seeded, more are rows. */
@Injectable()
export class BranchesRepository {
  private readonly recent = new Map<string, { branch: CollectionBranch; until: number }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * Makes the bureau's collection points the active branches, in their order, and switches every
   * other branch off; a branch with no week yet starts with its point's. Orders placed at a
   * branch switched off keep it. Safe to run from several instances at once.
   */
  async syncCollectionPoints(points: readonly CollectionPoint[]): Promise<void> {
    await this.dataSource.transaction(async (transaction) => {
      for (const [position, point] of points.entries()) {
        await query(
          transaction,
          `INSERT INTO orders.branches (id, name, address, phone, hours, active, position)
           VALUES (:id, :name, :address, :phone, :hours, true, :position)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, address = EXCLUDED.address,
             phone = EXCLUDED.phone, hours = EXCLUDED.hours, active = true,
             position = EXCLUDED.position`,
          {
            id: point.id,
            name: point.name,
            address: point.address,
            phone: point.phone,
            hours: JSON.stringify(point.hours),
            position,
          },
        );
        await this.seedWeek(transaction, point.id, point.weekly);
      }
      await query(
        transaction,
        'UPDATE orders.branches SET active = false WHERE NOT (id = ANY(:ids))',
        { ids: points.map((point) => point.id) },
      );
    });
    this.recent.clear();
  }

  listActive(): Promise<CollectionBranch[]> {
    return selectBranches(this.dataSource, 'b.active ORDER BY b.position, b.name');
  }

  /**
   * An active branch by id. Every order asks, and branches change by hand and rarely, so an
   * answer is reused for BRANCH_CACHE_MS: another instance's edit is seen within that, this
   * instance's at once (each write forgets what it kept).
   */
  async findActive(id: string): Promise<CollectionBranch | null> {
    const cached = this.recent.get(id);
    if (cached && cached.until > Date.now()) return cached.branch;
    const [branch] = await selectBranches(this.dataSource, 'b.id = :id AND b.active', { id });
    // Only known ids are kept, so made-up ids cannot fill the memory.
    if (branch) this.recent.set(id, { branch, until: Date.now() + BRANCH_CACHE_MS });
    return branch ?? null;
  }

  /** Replaces an active branch's week, closed days and cut-off; null for no such branch. */
  async replaceSchedule(
    branchId: string,
    schedule: CollectionSchedule,
  ): Promise<CollectionBranch | null> {
    const found = await this.dataSource.transaction(async (transaction) => {
      if (!(await lockActive(transaction, branchId))) return false;
      await query(transaction, 'DELETE FROM orders.branch_hours WHERE branch_id = :branchId', {
        branchId,
      });
      await this.seedWeek(transaction, branchId, schedule.weekly);
      await query(transaction, 'DELETE FROM orders.branch_closures WHERE branch_id = :branchId', {
        branchId,
      });
      await query(
        transaction,
        `INSERT INTO orders.branch_closures (branch_id, date, reason)
         SELECT :branchId, closure.date, closure.reason
           FROM unnest(:dates::date[], :reasons::text[]) AS closure(date, reason)`,
        {
          branchId,
          dates: schedule.closures.map((closure) => closure.date),
          reasons: schedule.closures.map((closure) => closure.reason),
        },
      );
      await query(
        transaction,
        'UPDATE orders.branches SET same_day_cutoff = :cutoff WHERE id = :branchId',
        { branchId, cutoff: schedule.sameDayCutoff },
      );
      return true;
    });
    return found ? this.fresh(branchId) : null;
  }

  /**
   * Sets a currency's stock at an active branch and writes `event` (stock.changed) to the outbox
   * in the same transaction; null, writing nothing, for no such branch.
   */
  async setStock(change: StockChange, event: OutboxEntry): Promise<CollectionBranch | null> {
    const found = await this.dataSource.transaction(async (transaction) => {
      if (!(await lockActive(transaction, change.branchId))) return false;
      await query(
        transaction,
        `INSERT INTO orders.branch_stock (branch_id, currency, status, lead_days, updated_at,
           updated_by)
         VALUES (:branchId, :currency, :status, :leadDays, :at, :by)
         ON CONFLICT (branch_id, currency) DO UPDATE SET status = EXCLUDED.status,
           lead_days = EXCLUDED.lead_days, updated_at = EXCLUDED.updated_at,
           updated_by = EXCLUDED.updated_by`,
        {
          branchId: change.branchId,
          currency: change.currency,
          status: change.level.status,
          leadDays: change.level.leadDays,
          at: change.at,
          by: JSON.stringify(change.by),
        },
      );
      await this.outbox.add(transaction, event);
      return true;
    });
    return found ? this.fresh(change.branchId) : null;
  }

  /** The branch as just written: what this instance kept of it is forgotten first. */
  private fresh(branchId: string): Promise<CollectionBranch | null> {
    this.recent.clear();
    return this.findActive(branchId);
  }

  /** The open days of `weekly` for a branch that has none (a replaced week was deleted first). */
  private async seedWeek(db: Queryable, branchId: string, weekly: WeeklyHours): Promise<void> {
    const open = WEEKDAYS.filter((day) => weekly[day] !== null);
    await query(
      db,
      `INSERT INTO orders.branch_hours (branch_id, weekday, opens, closes)
       SELECT :branchId, day.weekday, day.opens, day.closes
         FROM unnest(:weekdays::text[], :opens::time[], :closes::time[])
              AS day(weekday, opens, closes)
        WHERE NOT EXISTS (SELECT 1 FROM orders.branch_hours WHERE branch_id = :branchId)
       ON CONFLICT DO NOTHING`,
      {
        branchId,
        weekdays: open,
        opens: open.map((day) => weekly[day]!.opens),
        closes: open.map((day) => weekly[day]!.closes),
      },
    );
  }
}

/** Locks an active branch's row for the change; false when there is no such branch. */
async function lockActive(transaction: Queryable, branchId: string): Promise<boolean> {
  const rows = await query<unknown[]>(
    transaction,
    'SELECT id FROM orders.branches WHERE id = :branchId AND active FOR UPDATE',
    { branchId },
  );
  return rows.length > 0;
}
