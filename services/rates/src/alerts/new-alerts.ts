import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AlertMessages, MAX_ACTIVE_ALERTS } from '@fx/contracts';
import type { AlertChannel, AlertRequest, PricedCurrency } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, outboxEntry } from '@fx/service-kit';
import { GetCurrencyQuery } from '../currencies/get-currency/get-currency.query';
import { reaches } from './alert-crossing';
import { alertFacts } from './alert-views';
import { AlertsRepository } from './alerts.repository';
import type { AlertRow } from './alerts.repository';

/**
 * An alert to set: by a signed-in customer (active at once, any channel: pushes go only to the
 * account's own devices) or by e-mail (unconfirmed, e-mailed only).
 */
export type AlertToSet = Omit<AlertRequest, 'channel'> & {
  channel?: AlertChannel;
  email: string;
  uid: string | null;
  status: 'active' | 'unconfirmed';
};

/**
 * Sets an alert, for both ways of asking: the currency must be offered and today's rate not
 * already reach the target; at most MAX_ACTIVE_ALERTS of an address wait to fire at once. An
 * unconfirmed alert is written with its alert.requested (the e-mail with its link), handed to the
 * relay once committed, so it never waits for a link never sent.
 */
@Injectable()
export class NewAlerts {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly queries: QueryBus,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  async set(alert: AlertToSet): Promise<{ row: AlertRow; currency: PricedCurrency }> {
    const currency = await this.offered(alert.code, alert.targetRate);
    const added = {
      id: randomUUID(),
      email: alert.email,
      uid: alert.uid,
      code: alert.code,
      targetRate: alert.targetRate,
      status: alert.status,
      channel: alert.channel ?? 'email',
      token: randomBytes(24).toString('base64url'),
      at: this.clock.now(),
    };
    const { row, event } = await this.alerts.add(
      added,
      (waiting) => {
        if (waiting >= MAX_ACTIVE_ALERTS)
          throw new DomainError('ALERT_LIMIT_REACHED', AlertMessages.tooMany);
      },
      (written) =>
        written.status === 'unconfirmed'
          ? outboxEntry('alert.requested', {
              ...alertFacts(written, currency),
              requestedAt: written.created_at.toISOString(),
            })
          : undefined,
    );
    if (event) this.relay.committed(event);
    return { row, currency };
  }

  /** The currency, offered, and a target today's rate does not already reach. */
  private async offered(code: string, targetRate: string): Promise<PricedCurrency> {
    const currency = await this.queries
      .execute(new GetCurrencyQuery(code))
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'CURRENCY_NOT_OFFERED')
          throw new DomainError('ALERT_INVALID', AlertMessages.unknownCurrency, [
            { field: 'code', message: AlertMessages.unknownCurrency },
          ]);
        throw error;
      });
    if (reaches(currency.rates.collect, targetRate)) {
      const message = AlertMessages.alreadyReached(currency.rates.collect, code);
      throw new DomainError('ALERT_INVALID', message, [{ field: 'targetRate', message }]);
    }
    return currency;
  }
}
