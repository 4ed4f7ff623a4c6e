import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { Actor, SanctionsListStatus } from '@fx/contracts';
import { londonNow } from '@fx/contracts';
import { Clock, DomainError, LOGGER, OutboxRelay, query } from '@fx/service-kit';
import type { ComplianceEnv } from '../config/env';
import { AuditLog } from '../core/audit-log';
import { COMPLIANCE_ENV } from '../core/tokens';
import { parseSanctionsList, SanctionsListError } from '../sanctions/parse-sanctions-list';
import type { ParsedSanctionsList } from '../sanctions/sanctions-entry';
import { Alerts } from '../core/alerts';
import { SanctionsLists } from './sanctions-lists';
import { Screener } from './screener';

const DAY_MS = 86_400_000;

/**
 * Imports a sanctions list (a file's text, or downloaded from SANCTIONS_LIST_URL): refused when
 * malformed (SANCTIONS_LIST_INVALID, line and column) or shrunk by more than
 * SANCTIONS_MAX_DROP_SHARE (SANCTIONS_LIST_SHRANK, officers alerted); the list in force stays
 * then. Stored, it is in force, officers are told, and open orders are screened again.
 */
@Injectable()
export class ListImport {
  constructor(
    private readonly lists: SanctionsLists,
    private readonly screener: Screener,
    private readonly alerts: Alerts,
    private readonly audit: AuditLog,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(COMPLIANCE_ENV) private readonly env: ComplianceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `csv` given, or downloaded from `url` (SANCTIONS_LIST_URL by default). */
  async import(request: {
    csv?: string;
    source?: string;
    by: Actor;
  }): Promise<SanctionsListStatus> {
    const source = request.source ?? (request.csv ? 'upload' : this.env.SANCTIONS_LIST_URL);
    if (!source) {
      throw new DomainError(
        'SANCTIONS_LIST_UNAVAILABLE',
        'No list given and SANCTIONS_LIST_URL is not set',
      );
    }
    const csv = request.csv ?? (await this.download(source));
    const parsed = await this.parse(csv, source);
    const previous = await this.lists.inForce();
    if (previous) {
      const floor = previous.entries * (1 - this.env.SANCTIONS_MAX_DROP_SHARE);
      if (parsed.entries.length < floor) {
        const reason = `the new list has ${parsed.entries.length} entries, the list in force ${previous.entries}: more than ${Math.round(this.env.SANCTIONS_MAX_DROP_SHARE * 100)}% fewer`;
        await this.refuse(source, reason);
        throw new DomainError('SANCTIONS_LIST_SHRANK', `Sanctions list refused: ${reason}`);
      }
    }
    const { list, alert } = await this.dataSource.transaction(async (db) => {
      await query(db, `SELECT pg_advisory_xact_lock(hashtext('compliance.list.import'))`);
      const list = await this.lists.putInForce(db, parsed, source, this.clock.now());
      await this.audit.write(
        {
          by: request.by,
          action: 'imported sanctions list',
          subject: `list ${list.id}`,
          detail: `${source}: ${list.entries} entries, ${list.names} names, dated ${list.listDate ?? 'unknown'}`,
        },
        db,
      );
      const alert = await this.alerts.raise(
        db,
        'list_imported',
        `Sanctions list of ${list.listDate ?? 'unknown date'} in force: ${list.entries} entries, ${list.names} names`,
      );
      return { list, alert };
    });
    this.relay.committed(alert);
    this.logger.info({ list: list.id, entries: list.entries }, 'sanctions list imported');
    // After the answer: a real list's open orders take a while (each failure is left for the next).
    void this.rescreenOpenOrders().catch((error: Error) =>
      this.logger.warn({ err: error.message }, 're-screening after the import failed'),
    );
    return this.status();
  }

  /** The file at SANCTIONS_LIST_FILE (or the bundled sample) when no list is in force yet. */
  async importFileIfNone(file: string): Promise<void> {
    if (await this.lists.inForce()) return;
    const csv = await readFile(file, 'utf8');
    await this.import({ csv, source: file, by: { kind: 'system', id: 'start' } });
  }

  async status(): Promise<SanctionsListStatus> {
    const list = await this.lists.inForce();
    const refusal = await this.lists.lastRefusal(list?.importedAt ?? null);
    return {
      listDate: list?.listDate ?? null,
      importedAt: list?.importedAt.toISOString() ?? null,
      entries: list?.entries ?? 0,
      names: list?.names ?? 0,
      format: list?.format ?? null,
      source: list?.source ?? null,
      stale: list ? this.ageDays(list) > this.env.SANCTIONS_MAX_AGE_DAYS : true,
      lastRefusal: refusal ? { at: refusal.at.toISOString(), reason: refusal.reason } : null,
    };
  }

  /** Officers alerted (once per London day) when the list in force is older than allowed. */
  async alertIfStale(): Promise<boolean> {
    const list = await this.lists.inForce();
    const age = list ? this.ageDays(list) : null;
    if (age !== null && age <= this.env.SANCTIONS_MAX_AGE_DAYS) return false;
    const now = this.clock.now();
    const message = list
      ? `The sanctions list in force is ${age} days old (dated ${list.listDate ?? 'unknown'}); the limit is ${this.env.SANCTIONS_MAX_AGE_DAYS}`
      : 'No sanctions list is in force: orders wait as screening pending';
    const entry = await this.dataSource.transaction(async (db) =>
      (await this.lists.firstAlertOfDay('list_stale', londonNow(now).date, now, db))
        ? this.alerts.raise(db, 'list_stale', message)
        : null,
    );
    if (entry) this.relay.committed(entry);
    return entry !== null;
  }

  /** Whole London days since the list's own date (or its import when it has none). */
  private ageDays(list: { listDate: string | null; importedAt: Date }): number {
    const today = Date.parse(`${londonNow(this.clock.now()).date}T00:00:00Z`);
    const dated = list.listDate
      ? Date.parse(`${list.listDate}T00:00:00Z`)
      : Date.parse(`${londonNow(list.importedAt).date}T00:00:00Z`);
    return Math.floor((today - dated) / DAY_MS);
  }

  private async download(url: string): Promise<string> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.text();
    } catch (error) {
      const reason = `could not download ${url}: ${(error as Error).message}`;
      await this.refuse(url, reason);
      throw new DomainError('SANCTIONS_LIST_UNAVAILABLE', `Sanctions list ${reason}`);
    }
  }

  private async parse(csv: string, source: string): Promise<ParsedSanctionsList> {
    try {
      return parseSanctionsList(csv);
    } catch (error) {
      if (!(error instanceof SanctionsListError)) throw error;
      await this.refuse(source, error.message);
      const field = error.column ? `line ${error.line}, ${error.column}` : `line ${error.line}`;
      throw new DomainError('SANCTIONS_LIST_INVALID', `Sanctions list refused: ${error.message}`, [
        { field, message: error.message },
      ]);
    }
  }

  private async refuse(source: string, reason: string): Promise<void> {
    await this.lists.refuse(source, reason, this.clock.now());
    await this.alerts.send('list_refused', `A new sanctions list was refused: ${reason}`);
  }

  /** Every open order against the new list; a failure leaves the order for the next import. */
  async rescreenOpenOrders(): Promise<void> {
    for (const orderId of await this.screener.open()) {
      try {
        await this.screener.screen(orderId);
      } catch (error) {
        this.logger.warn({ err: (error as Error).message, orderId }, 're-screening failed');
      }
    }
  }
}
