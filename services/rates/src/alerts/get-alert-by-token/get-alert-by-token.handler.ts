import { QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { AlertMessages } from '@fx/contracts';
import type { RateAlert } from '@fx/contracts';
import { alertNotFound, withCurrency } from '../alert-views';
import { AlertsRepository } from '../alerts.repository';
import { GetAlertByTokenQuery } from './get-alert-by-token.query';

@QueryHandler(GetAlertByTokenQuery)
export class GetAlertByTokenHandler implements IQueryHandler<GetAlertByTokenQuery> {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token }: GetAlertByTokenQuery): Promise<RateAlert> {
    const row = await this.alerts.findByToken(token);
    if (!row) throw alertNotFound(AlertMessages.badLink);
    return withCurrency(this.queries, row);
  }
}
