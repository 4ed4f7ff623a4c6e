import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { query } from '@fx/service-kit';

/** The live-mode switch with the provider's record, and the age of the oldest active rate. */
export interface RatesStatusRow {
  enabled: boolean;
  interval_seconds: number;
  last_refresh_at: Date | null;
  changed_by: string | null;
  last_success_at: Date | null;
  last_failure_at: Date | null;
  last_failure_reason: string | null;
  consecutive_failures: number;
  oldest_rate_at: Date | null;
}

/** Reads how fresh the rates are (the live-mode row is written by the refresh repository). */
@Injectable()
export class RatesStatusRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(): Promise<RatesStatusRow> {
    const [row] = await query<RatesStatusRow[]>(
      this.dataSource,
      `SELECT enabled, interval_seconds, last_refresh_at, changed_by, last_success_at,
              last_failure_at, last_failure_reason, consecutive_failures,
              (SELECT min(rate_updated_at) FROM rates.currencies WHERE active) AS oldest_rate_at
         FROM rates.live_mode`,
    );
    return row!;
  }
}
