import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Branch, Office } from '@fx/contracts';
import { query } from '@fx/service-kit';

interface BranchRow {
  id: string;
  name: string;
  address: string;
  phone: string;
  hours: Branch['hours'];
}

/** "Monday to Saturday 09:00-18:00, Sunday 10:00-16:00": the one line an option or e-mail shows. */
export function openingHoursLine(hours: Branch['hours']): string {
  return hours.map((slot) => `${slot.days} ${slot.opens}–${slot.closes}`).join(', ');
}

function toBranch(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    openingHours: openingHoursLine(row.hours),
    hours: row.hours,
  };
}

const BRANCH_CACHE_MS = 30_000;

/** Collection points are data: the London branch is seeded, more are rows. */
@Injectable()
export class BranchesRepository {
  private readonly recent = new Map<string, { branch: Branch; until: number }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Makes the bureau's collection points (SITE_OFFICES, those marked collectionPoint, else the
   * first) the active branches, named "{brand}, {office}", and switches every other branch off.
   * Orders placed at a branch switched off keep it. Safe to run from several instances at once.
   */
  async syncCollectionPoints(brandName: string, offices: readonly Office[]): Promise<void> {
    const marked = offices.filter((office) => office.collectionPoint);
    const points = marked.length > 0 ? marked : offices.slice(0, 1);
    await this.dataSource.transaction(async (transaction) => {
      for (const [position, office] of points.entries()) {
        await query(
          transaction,
          `INSERT INTO orders.branches (id, name, address, phone, hours, active, position)
           VALUES (:id, :name, :address, :phone, :hours, true, :position)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, address = EXCLUDED.address,
             phone = EXCLUDED.phone, hours = EXCLUDED.hours, active = true,
             position = EXCLUDED.position`,
          {
            id: office.id,
            name: `${brandName}, ${office.name}`,
            address: office.address,
            phone: office.phone,
            hours: JSON.stringify(office.hours),
            position,
          },
        );
      }
      await query(
        transaction,
        'UPDATE orders.branches SET active = false WHERE NOT (id = ANY(:ids))',
        {
          ids: points.map((office) => office.id),
        },
      );
    });
    this.recent.clear();
  }

  async listActive(): Promise<Branch[]> {
    const rows = await query<BranchRow[]>(
      this.dataSource,
      `SELECT id, name, address, phone, hours FROM orders.branches
        WHERE active ORDER BY position, name`,
    );
    return rows.map(toBranch);
  }

  /**
   * An active branch by id. Every order asks, and branches change by hand and rarely, so an
   * answer is reused for BRANCH_CACHE_MS: a branch switched off stops taking orders within that.
   */
  async findActive(id: string): Promise<Branch | null> {
    const cached = this.recent.get(id);
    if (cached && cached.until > Date.now()) return cached.branch;
    const rows = await query<BranchRow[]>(
      this.dataSource,
      'SELECT id, name, address, phone, hours FROM orders.branches WHERE id = :id AND active',
      { id },
    );
    const branch = rows[0] ? toBranch(rows[0]) : null;
    // Only known ids are kept, so made-up ids cannot fill the memory.
    if (branch) this.recent.set(id, { branch, until: Date.now() + BRANCH_CACHE_MS });
    return branch;
  }
}
