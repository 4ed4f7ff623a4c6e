import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import type { ParsedSanctionsList, SanctionsEntry } from '../sanctions/sanctions-entry';

export interface StoredList {
  id: string;
  format: ParsedSanctionsList['format'];
  listDate: string | null;
  importedAt: Date;
  source: string;
  entries: number;
  names: number;
}

const COLUMNS = `id, format, to_char(list_date, 'YYYY-MM-DD') AS "listDate",
  imported_at AS "importedAt", source, entries, names`;

/** The sanctions lists imported (one in force), their entries, and the imports refused. */
@Injectable()
export class SanctionsLists {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async inForce(db: Queryable = this.dataSource): Promise<StoredList | null> {
    const [list] = await query<StoredList[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.sanctions_lists WHERE in_force`,
    );
    return list ?? null;
  }

  /** Stores the list with its entries and puts it in force instead of the previous one. */
  async putInForce(
    db: Queryable,
    parsed: ParsedSanctionsList,
    source: string,
    at: Date,
  ): Promise<StoredList> {
    await query(db, 'UPDATE compliance.sanctions_lists SET in_force = false WHERE in_force');
    const [list] = await query<StoredList[]>(
      db,
      `INSERT INTO compliance.sanctions_lists
         (id, format, list_date, imported_at, source, entries, names, in_force)
       VALUES (:id, :format, :listDate, :at, :source, :entries, :names, true)
       RETURNING ${COLUMNS}`,
      {
        id: randomUUID(),
        format: parsed.format,
        listDate: parsed.listDate,
        at,
        source,
        entries: parsed.entries.length,
        names: parsed.names,
      },
    );
    if (!list) throw new Error('the sanctions list was not stored');
    // One statement per 1,000 entries: a real list (about 5,000) is a few round trips.
    for (let start = 0; start < parsed.entries.length; start += 1000) {
      const rows = parsed.entries.slice(start, start + 1000).map((entry) => ({
        entry_id: entry.id,
        kind: entry.kind,
        names: entry.names,
        dobs: entry.datesOfBirth,
        regime: entry.regime,
      }));
      await query(
        db,
        `INSERT INTO compliance.sanctions_entries
           (list_id, entry_id, kind, names, dates_of_birth, regime)
         SELECT :listId, r.entry_id, r.kind, r.names,
           ARRAY(SELECT jsonb_array_elements_text(r.dobs)), r.regime
         FROM jsonb_to_recordset(CAST(:rows AS jsonb))
           AS r(entry_id text, kind text, names jsonb, dobs jsonb, regime text)
         ON CONFLICT DO NOTHING`,
        { listId: list.id, rows: JSON.stringify(rows) },
      );
    }
    return list;
  }

  async entriesOf(listId: string): Promise<SanctionsEntry[]> {
    return query<SanctionsEntry[]>(
      this.dataSource,
      `SELECT entry_id AS id, kind, names, dates_of_birth AS "datesOfBirth", regime
       FROM compliance.sanctions_entries WHERE list_id = :listId`,
      { listId },
    );
  }

  async refuse(source: string, reason: string, at: Date): Promise<void> {
    await query(
      this.dataSource,
      'INSERT INTO compliance.sanctions_refusals (at, source, reason) VALUES (:at, :source, :reason)',
      { at, source, reason },
    );
  }

  /** The last refused import, when it came after the list in force (or there is none). */
  async lastRefusal(after: Date | null): Promise<{ at: Date; reason: string } | null> {
    const [refusal] = await query<{ at: Date; reason: string }[]>(
      this.dataSource,
      `SELECT at, reason FROM compliance.sanctions_refusals ORDER BY id DESC LIMIT 1`,
    );
    if (!refusal || (after && refusal.at <= after)) return null;
    return refusal;
  }

  /** When an import was last tried (stored or refused), whoever tried it. */
  async lastAttemptAt(): Promise<Date | null> {
    const [row] = await query<{ at: Date | null }[]>(
      this.dataSource,
      `SELECT greatest((SELECT max(imported_at) FROM compliance.sanctions_lists),
         (SELECT max(at) FROM compliance.sanctions_refusals)) AS at`,
    );
    return row?.at ?? null;
  }

  /** Records that an alert of `kind` went out on `day`; false when one already had. */
  async firstAlertOfDay(kind: string, day: string, at: Date, db: Queryable): Promise<boolean> {
    const inserted = await query<unknown[]>(
      db,
      `INSERT INTO compliance.alerts_sent (kind, day, at) VALUES (:kind, :day, :at)
       ON CONFLICT DO NOTHING RETURNING kind`,
      { kind, day, at },
    );
    return inserted.length > 0;
  }
}
