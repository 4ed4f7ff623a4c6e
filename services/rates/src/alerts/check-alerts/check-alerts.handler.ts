import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { Clock, LOGGER, OutboxRelay, outboxEntry } from '@fx/service-kit';
import type { RatesEnv } from '../../config/env';
import { RATES_ENV } from '../../config/rates-env.token';
import { mayFire } from '../alert-crossing';
import { alertFacts, currencyOf } from '../alert-views';
import { AlertsRepository } from '../alerts.repository';
import { CheckAlertsCommand } from './check-alerts.command';

/**
 * Every active alert of the currency its rate now reaches fires, never on a stale rate (the
 * rules: alert-crossing.ts): a customer told "your rate is here" must be able to order at it.
 * Each fires once, through one alert.triggered event whose id is the alert's, written with the
 * change of its status (the outbox), so a check repeated after a crash sends nothing twice.
 */
@CommandHandler(CheckAlertsCommand)
export class CheckAlertsHandler implements ICommandHandler<CheckAlertsCommand> {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly queries: QueryBus,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(RATES_ENV) private readonly env: RatesEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ code, rate }: CheckAlertsCommand): Promise<number> {
    if (rate === null) return 0;
    const reached = await this.alerts.reachedBy(code, rate);
    if (reached.length === 0) return 0;
    const currency = await currencyOf(this.queries, code);
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
        {
          ...alertFacts(row, currency),
          rate,
          triggeredAt: at.toISOString(),
          channel: row.channel,
        },
        { id: row.id },
      );
      if (!(await this.alerts.markTriggered(row.id, rate, at, event))) continue;
      this.relay.committed(event);
      fired += 1;
    }
    this.logger.info({ code, rate, fired }, 'rate alerts fired');
    return fired;
  }
}
