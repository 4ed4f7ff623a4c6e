import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { MAX_ACTIVE_ALERTS } from '@fx/contracts';
import type { AlertList } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { RateTable } from '../../currencies/rate-table';
import { toRateAlert } from '../alert-views';
import { AlertsRepository } from '../alerts.repository';
import { ListAlertsQuery } from './list-alerts.query';

@QueryHandler(ListAlertsQuery)
export class ListAlertsHandler implements IQueryHandler<ListAlertsQuery> {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly table: RateTable,
    private readonly clock: Clock,
  ) {}

  async execute({ email }: ListAlertsQuery): Promise<AlertList> {
    const [rows, table] = await Promise.all([
      this.alerts.listByEmail(email, this.clock.now()),
      this.table.price(),
    ]);
    const byCode = new Map(table.currencies.map((currency) => [currency.code, currency]));
    const waiting = rows.filter((row) => row.status !== 'triggered').length;
    return {
      alerts: rows.map((row) => toRateAlert(row, byCode.get(row.code))),
      remaining: Math.max(0, MAX_ACTIVE_ALERTS - waiting),
    };
  }
}
