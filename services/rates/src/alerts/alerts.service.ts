import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AlertMessages, MAX_ACTIVE_ALERTS } from '@fx/contracts';
import type {
  AlertList,
  AlertPending,
  AlertRequest,
  CurrencyChanged,
  PricedCurrency,
  RateAlert,
  RateRefreshed,
} from '@fx/contracts';
import { Clock, DomainError, LOGGER, OutboxRelay, outboxEntry } from '@fx/service-kit';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';
import { CurrenciesService } from '../currencies/currencies.service';
import { mayFire, rateOfChange, rateOfRefresh, reaches } from './alert-crossing';
import { AlertsRepository } from './alerts.repository';
import type { AlertRow } from './alerts.repository';

function toRateAlert(row: AlertRow, currency: PricedCurrency | undefined): RateAlert {
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
  };
}

const notFound = (message = 'There is no such alert') =>
  new DomainError('ALERT_NOT_FOUND', message);

/**
 * Rate alerts: "tell me when 1 GBP buys at least X of CODE" at the Click & Collect rate. Set by a
 * signed-in customer (active at once) or by e-mail (active once its link is followed); checked on
 * every rate.refreshed and margin change, never on a stale rate (the rules: alert-crossing.ts);
 * each fires once, through one alert.triggered event whose id is the alert's, written with the
 * change of its status (the outbox), so a check repeated after a crash sends nothing twice.
 */
@Injectable()
export class AlertsService {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly currencies: CurrenciesService,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(RATES_ENV) private readonly env: RatesEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(request: AlertRequest & { email: string; uid: string }): Promise<RateAlert> {
    const currency = await this.offered(request.code, request.targetRate);
    const row = await this.insert({ ...request, status: 'active' }, currency);
    return toRateAlert(row, currency);
  }

  /**
   * By e-mail: kept unconfirmed until the link in the e-mail is followed. The alert is written
   * with its alert.requested (the e-mail with the link), so it never waits for a link never sent.
   */
  async request(request: AlertRequest & { email: string }): Promise<AlertPending> {
    const currency = await this.offered(request.code, request.targetRate);
    await this.insert({ ...request, uid: null, status: 'unconfirmed' }, currency);
    return {
      status: 'unconfirmed',
      message: `Check your inbox: we have sent a link to ${request.email} to confirm this alert.`,
    };
  }

  async confirm(token: string): Promise<RateAlert> {
    const row = await this.alerts.confirm(token, this.clock.now());
    if (!row || row.status === 'unconfirmed') throw notFound(AlertMessages.badLink);
    return this.withCurrency(row);
  }

  async byToken(token: string): Promise<RateAlert> {
    const row = await this.alerts.findByToken(token);
    if (!row) throw notFound(AlertMessages.badLink);
    return this.withCurrency(row);
  }

  async unsubscribe(token: string): Promise<{ deleted: true }> {
    if (!(await this.alerts.deleteByToken(token)))
      throw notFound('This alert has already been removed.');
    return { deleted: true };
  }

  async list(email: string): Promise<AlertList> {
    const [rows, table] = await Promise.all([
      this.alerts.listByEmail(email, this.clock.now()),
      this.currencies.priceTable(),
    ]);
    const byCode = new Map(table.currencies.map((currency) => [currency.code, currency]));
    const waiting = rows.filter((row) => row.status !== 'triggered').length;
    return {
      alerts: rows.map((row) => toRateAlert(row, byCode.get(row.code))),
      remaining: Math.max(0, MAX_ACTIVE_ALERTS - waiting),
    };
  }

  async delete(id: string, email: string): Promise<{ deleted: true }> {
    if (!(await this.alerts.deleteOwned(id, email))) throw notFound();
    return { deleted: true };
  }

  /** A refresh: every active alert of the currency its Click & Collect rate now reaches fires. */
  onRefresh(event: RateRefreshed): Promise<number> {
    return this.fire(event.code, rateOfRefresh(event));
  }

  /** A margin change moves the customer rate too. */
  async onCurrencyChanged(event: CurrencyChanged): Promise<number> {
    const rate = rateOfChange(event);
    return rate === null ? 0 : this.fire(event.code, rate);
  }

  /** Never on a stale rate: a customer told "your rate is here" must be able to order at it. */
  private async fire(code: string, rate: string): Promise<number> {
    const reached = await this.alerts.reachedBy(code, rate);
    if (reached.length === 0) return 0;
    const currency = await this.currencies.get(code).catch(() => undefined);
    if (!mayFire(currency?.updatedAt, this.env.MAX_RATE_AGE_SECONDS, this.clock.now())) {
      this.logger.info(
        { code, rate, waiting: reached.length, rateUpdatedAt: currency?.updatedAt },
        'rate alerts not fired: the rate is stale',
      );
      return 0;
    }
    let fired = 0;
    for (const row of reached) {
      const at = this.clock.now();
      const event = outboxEntry(
        'alert.triggered',
        { ...facts(row, currency), rate, triggeredAt: at.toISOString() },
        { id: row.id },
      );
      if (!(await this.alerts.markTriggered(row.id, rate, at, event))) continue;
      this.relay.committed(event);
      fired += 1;
    }
    this.logger.info({ code, rate, fired }, 'rate alerts fired');
    return fired;
  }

  /** The currency, offered, and a target today's rate does not already reach. */
  private async offered(code: string, targetRate: string): Promise<PricedCurrency> {
    const currency = await this.currencies.get(code).catch((error: unknown) => {
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

  /**
   * At most MAX_ACTIVE_ALERTS of an address wait to fire at once. An unconfirmed alert is written
   * with its alert.requested, handed to the relay once committed.
   */
  private async insert(
    alert: AlertRequest & { email: string; uid: string | null; status: 'active' | 'unconfirmed' },
    currency: PricedCurrency,
  ): Promise<AlertRow> {
    const added = {
      id: randomUUID(),
      email: alert.email,
      uid: alert.uid,
      code: alert.code,
      targetRate: alert.targetRate,
      status: alert.status,
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
              ...facts(written, currency),
              requestedAt: written.created_at.toISOString(),
            })
          : undefined,
    );
    if (event) this.relay.committed(event);
    return row;
  }

  private async withCurrency(row: AlertRow): Promise<RateAlert> {
    return toRateAlert(row, await this.currencies.get(row.code).catch(() => undefined));
  }
}

/** What every alert event says of its alert. */
function facts(
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
