import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Branch } from '@fx/contracts';

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

  async listActive(): Promise<Branch[]> {
    const rows: BranchRow[] = await this.dataSource.query(
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
    const rows: BranchRow[] = await this.dataSource.query(
      `SELECT id, name, address, phone, hours FROM orders.branches WHERE id = $1 AND active`,
      [id],
    );
    const branch = rows[0] ? toBranch(rows[0]) : null;
    // Only known ids are kept, so made-up ids cannot fill the memory.
    if (branch) this.recent.set(id, { branch, until: Date.now() + BRANCH_CACHE_MS });
    return branch;
  }
}
