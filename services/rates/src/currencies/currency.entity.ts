import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'currencies' })
export class CurrencyEntity {
  @PrimaryColumn({ type: 'char', length: 3 })
  code!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  country!: string;

  /** Units per 1 GBP; numeric comes back from Postgres as a string, never a float. */
  @Column({ name: 'market_rate', type: 'numeric', precision: 24, scale: 10 })
  marketRate!: string;

  @Column({ name: 'sell_margin_pct', type: 'numeric', precision: 7, scale: 4 })
  sellMarginPct!: string;

  @Column({ name: 'buy_margin_pct', type: 'numeric', precision: 7, scale: 4 })
  buyMarginPct!: string;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'boolean', default: false })
  popular!: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 1000 })
  sortOrder!: number;

  @Column({ name: 'rate_updated_at', type: 'timestamptz' })
  rateUpdatedAt!: Date;

  /** Why the last refresh could not price this currency (its last good rate stayed). */
  @Column({ name: 'last_refresh_error', type: 'text', nullable: true })
  lastRefreshError!: string | null;

  @Column({ name: 'last_refresh_error_at', type: 'timestamptz', nullable: true })
  lastRefreshErrorAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
