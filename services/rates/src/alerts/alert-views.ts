import type { QueryBus } from '@nestjs/cqrs';
import type { PricedCurrency, RateAlert } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { GetCurrencyQuery } from '../currencies/get-currency/get-currency.query';
import type { AlertRow } from './alerts.repository';

/** An alert as its owner sees it, with its currency's name and rate when it is still offered. */
export function toRateAlert(row: AlertRow, currency: PricedCurrency | undefined): RateAlert {
  return {
    id: row.id,
    code: row.code,
    currencyName: currency?.name ?? row.code,
    targetRate: row.target_rate,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    triggeredAt: row.triggered_at?.toISOString() ?? null,
    triggeredRate: row.triggered_rate,
    currentRate: currency?.rates.collect ?? null,
    channel: row.channel,
  };
}

/** The currency of an alert, or none when it is no longer offered (or cannot be read). */
export function currencyOf(queries: QueryBus, code: string): Promise<PricedCurrency | undefined> {
  return queries.execute(new GetCurrencyQuery(code)).catch(() => undefined);
}

/** An alert as its owner sees it, its currency read. */
export async function withCurrency(queries: QueryBus, row: AlertRow): Promise<RateAlert> {
  return toRateAlert(row, await currencyOf(queries, row.code));
}

export const alertNotFound = (message = 'There is no such alert') =>
  new DomainError('ALERT_NOT_FOUND', message);

/** What every alert event says of its alert. */
export function alertFacts(
  row: Pick<AlertRow, 'id' | 'email' | 'code' | 'target_rate' | 'token'>,
  currency: PricedCurrency | undefined,
) {
  return {
    alertId: row.id,
    email: row.email,
    code: row.code,
    currencyName: currency?.name ?? row.code,
    targetRate: row.target_rate,
    token: row.token,
  };
}
