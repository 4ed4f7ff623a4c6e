import { Inject, Injectable } from '@nestjs/common';
import {
  WRONG_CURRENCY_MESSAGE,
  customerRate,
  plainDecimal,
  foreignDecimals,
  isIsoCurrencyCode,
} from '@fx/contracts';
import type {
  CurrencyAdmin,
  CurrencyCheckResult,
  CurrencyCreate,
  CurrencyTable,
  CurrencyUpdate,
  PricedCurrency,
} from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, isUniqueViolation, outboxEntry } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { RATE_PROVIDER } from '../providers/provider.token';
import type { RateProvider } from '../providers/rate-provider';
import type { CurrencyRecord } from './currency-record';
import { CurrenciesRepository } from './currencies.repository';
import type { CurrencyChange } from './currencies.repository';
import { RateTableCache } from './rate-table-cache';
import { RatesStatusService } from './rates-status.service';

function priceOf(currency: CurrencyRecord) {
  return {
    marketRate: currency.marketRate,
    sellMarginPct: currency.sellMarginPct,
    buyMarginPct: currency.buyMarginPct,
  };
}

export function toPricedCurrency(currency: CurrencyRecord): PricedCurrency {
  return {
    code: currency.code,
    name: currency.name,
    country: currency.country,
    decimals: foreignDecimals(currency.code),
    marketRate: plainDecimal(currency.marketRate),
    rates: {
      collect: customerRate('collect', priceOf(currency)),
      sell: customerRate('sell', priceOf(currency)),
    },
    popular: currency.popular,
    updatedAt: currency.rateUpdatedAt.toISOString(),
  };
}

export function toCurrencyAdmin(currency: CurrencyRecord): CurrencyAdmin {
  return {
    code: currency.code,
    name: currency.name,
    country: currency.country,
    marketRate: plainDecimal(currency.marketRate),
    sellMarginPct: plainDecimal(currency.sellMarginPct),
    buyMarginPct: plainDecimal(currency.buyMarginPct),
    buyingPrice: customerRate('sell', priceOf(currency)),
    sellingPrice: customerRate('collect', priceOf(currency)),
    active: currency.active,
    rateUpdatedAt: currency.rateUpdatedAt.toISOString(),
    lastRefreshError:
      currency.lastRefreshError && currency.lastRefreshErrorAt
        ? { reason: currency.lastRefreshError, at: currency.lastRefreshErrorAt.toISOString() }
        : null,
    updatedAt: currency.updatedAt.toISOString(),
  };
}

@Injectable()
export class CurrenciesService {
  constructor(
    private readonly repository: CurrenciesRepository,
    private readonly cache: RateTableCache,
    private readonly ratesStatus: RatesStatusService,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(RATE_PROVIDER) private readonly provider: RateProvider,
  ) {}

  /** The public rate table: every active currency with its two customer rates, and their status. */
  async priceTable(): Promise<CurrencyTable> {
    const [active, status] = await Promise.all([
      this.repository.listActive(),
      this.ratesStatus.status(),
    ]);
    const currencies = active.map(toPricedCurrency);
    const asOf = currencies.reduce(
      (latest, c) => (c.updatedAt > latest ? c.updatedAt : latest),
      new Date(0).toISOString(),
    );
    return { base: 'GBP', asOf, status, currencies };
  }

  /** Rebuilds the table and puts it where the gateway reads it. */
  async publishTable(): Promise<CurrencyTable> {
    const table = await this.priceTable();
    await this.cache.store(table);
    return table;
  }

  async get(code: string): Promise<PricedCurrency> {
    const currency = await this.repository.findByCode(code);
    if (!currency?.active) throw new DomainError('CURRENCY_NOT_OFFERED', `We do not offer ${code}`);
    return toPricedCurrency(currency);
  }

  async adminList(): Promise<{ currencies: CurrencyAdmin[] }> {
    return { currencies: (await this.repository.listAll()).map(toCurrencyAdmin) };
  }

  /** The dashboard's Check: the provider's market rate for 1 GBP, or 'Wrong currency tried'. */
  async check(code: string): Promise<CurrencyCheckResult> {
    if (!isIsoCurrencyCode(code) || code === 'GBP') throw wrongCurrency();
    try {
      return { code, marketRate: await this.provider.rateOf(code), provider: this.provider.name };
    } catch {
      throw wrongCurrency();
    }
  }

  async add(create: CurrencyCreate, changedBy: string): Promise<CurrencyAdmin> {
    if (await this.repository.findByCode(create.code)) {
      throw new DomainError('CURRENCY_EXISTS', `${create.code} is already in the list`, [
        { field: 'code', message: 'already exists' },
      ]);
    }
    const { marketRate } = await this.check(create.code);
    const added = await this.repository
      .create({ ...create, marketRate, rateUpdatedAt: this.clock.now() }, (currency) =>
        currencyChanged(currency, 'added', changedBy),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new DomainError('CURRENCY_EXISTS', `${create.code} is already in the list`);
        throw error;
      });
    return this.changed(added);
  }

  async update(code: string, changes: CurrencyUpdate, changedBy: string): Promise<CurrencyAdmin> {
    const saved = await this.repository.update(code, changes, (currency) =>
      currencyChanged(currency, currency.active ? 'updated' : 'deactivated', changedBy),
    );
    if (!saved) throw new DomainError('CURRENCY_NOT_OFFERED', `${code} is not in the list`);
    return this.changed(saved);
  }

  /**
   * A change committed with its currency.changed: the table goes where the gateway reads it
   * first, then the event, which makes every gateway reload it.
   */
  private async changed({ currency, event }: CurrencyChange): Promise<CurrencyAdmin> {
    try {
      await this.publishTable();
    } finally {
      this.relay.committed(event);
    }
    return toCurrencyAdmin(currency);
  }
}

/** currency.changed, for the outbox: the currency as the change left it. */
function currencyChanged(
  currency: CurrencyRecord,
  change: 'added' | 'updated' | 'deactivated',
  changedBy: string,
): OutboxEntry {
  return outboxEntry('currency.changed', {
    code: currency.code,
    change,
    name: currency.name,
    country: currency.country,
    marketRate: plainDecimal(currency.marketRate),
    sellMarginPct: plainDecimal(currency.sellMarginPct),
    buyMarginPct: plainDecimal(currency.buyMarginPct),
    active: currency.active,
    changedAt: currency.updatedAt.toISOString(),
    changedBy,
  });
}

function wrongCurrency(): DomainError {
  return new DomainError('CURRENCY_INVALID', WRONG_CURRENCY_MESSAGE, [
    { field: 'code', message: WRONG_CURRENCY_MESSAGE },
  ]);
}
