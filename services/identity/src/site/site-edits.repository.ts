import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SiteChange, SiteEditField, SiteEdits, SiteEditsState } from '@fx/contracts';
import { query } from '@fx/service-kit';

/** How many of the latest changes the Site settings screen shows. */
const CHANGES_SHOWN = 20;

interface ChangeRow {
  field: SiteEditField;
  old_value: string | null;
  new_value: string | null;
  changed_by: string;
  changed_at: Date;
}

/** The site details staff have set, and the audit trail of every change to them. */
@Injectable()
export class SiteEditsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async state(): Promise<SiteEditsState> {
    const [edits, changes] = await Promise.all([
      query<{ field: SiteEditField; value: string | null }[]>(
        this.dataSource,
        'SELECT field, value FROM identity.site_edits',
      ),
      query<ChangeRow[]>(
        this.dataSource,
        `SELECT field, old_value, new_value, changed_by, changed_at FROM identity.site_changes
          ORDER BY changed_at DESC, id DESC LIMIT :limit`,
        { limit: CHANGES_SHOWN },
      ),
    ]);
    return {
      edits: Object.fromEntries(edits.map(({ field, value }) => [field, value])),
      changes: changes.map(toChange),
    };
  }

  /**
   * Sets each field and records a change for each whose value differs (what customers saw before,
   * and after), in one
   * transaction; the rows are locked so two staff saving at once are recorded one after the other.
   */
  async apply(edits: SiteEdits, shown: SiteEditsState['edits'], changedBy: string): Promise<void> {
    await this.dataSource.transaction(async (transaction) => {
      await query(transaction, 'LOCK TABLE identity.site_edits IN SHARE ROW EXCLUSIVE MODE');
      const rows = await query<{ field: SiteEditField; value: string | null }[]>(
        transaction,
        'SELECT field, value FROM identity.site_edits',
      );
      const before = new Map(rows.map(({ field, value }) => [field, value]));
      for (const [field, value] of Object.entries(edits) as [SiteEditField, string | null][]) {
        // Never edited: the site showed the operator's setting, which the gateway passed on.
        const from = before.has(field) ? (before.get(field) ?? null) : (shown[field] ?? null);
        if (from === value) continue;
        await query(
          transaction,
          `INSERT INTO identity.site_edits (field, value, changed_by, changed_at)
           VALUES (:field, :value, :changedBy, now())
           ON CONFLICT (field) DO UPDATE
             SET value = EXCLUDED.value, changed_by = EXCLUDED.changed_by, changed_at = now()`,
          { field, value, changedBy },
        );
        await query(
          transaction,
          `INSERT INTO identity.site_changes (field, old_value, new_value, changed_by)
           VALUES (:field, :from, :value, :changedBy)`,
          { field, from, value, changedBy },
        );
      }
    });
  }
}

function toChange(row: ChangeRow): SiteChange {
  return {
    field: row.field,
    from: row.old_value,
    to: row.new_value,
    changedBy: row.changed_by,
    changedAt: new Date(row.changed_at).toISOString(),
  };
}
