import { Inject, Injectable } from '@nestjs/common';
import {
  Decimal,
  GBP_DECIMALS,
  LimitMessages,
  OrderMessages,
  PricingError,
  PricingMessages,
  RATES_STALE_MESSAGE,
  priceLineAtRate,
  ratesAreStale,
  toFixed,
} from '@fx/contracts';
import type {
  CurrencyTable,
  ErrorDetail,
  LineRequest,
  PlaceOrder,
  PricedCurrency,
  Quote,
  RateChange,
  RatesChanged,
} from '@fx/contracts';
import { Clock, DomainError } from '@fx/service-kit';
import { RateTable } from '@fx/rate-table';
import { ORDER_RULES } from './order-rules';
import type { OrderRules } from './order-rules';

export interface PricedOrder {
  quote: Quote;
  /** The market rate behind each line, kept with the order for audit. */
  marketRates: string[];
  /** Lines whose rate moved beyond the tolerance since the customer saw it. */
  changes: RateChange[];
}

/**
 * Prices quotes and orders at the current rates, with the one pricing module the SPA uses, so a
 * customer sees exactly what the server charges. A client's figures are never used.
 */
@Injectable()
export class Pricer {
  constructor(
    private readonly rates: RateTable,
    private readonly clock: Clock,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  /** Always answers, even on stale rates: the quote then says it is only indicative. */
  async quote(lines: readonly LineRequest[]): Promise<Quote> {
    const table = await this.rates.table();
    return this.priceAt(table, lines, this.clock.now()).quote;
  }

  /** Refuses (RATES_STALE) an order with any line priced at a rate older than the maximum age. */
  async priceOrder(order: PlaceOrder): Promise<PricedOrder> {
    const table = await this.rates.table();
    const { quote, marketRates, stale } = this.priceAt(
      table,
      order.lines.map((line) => ({ ...line, way: order.way })),
      this.clock.now(),
    );
    if (stale.length > 0) {
      throw new DomainError(
        'RATES_STALE',
        RATES_STALE_MESSAGE,
        stale.map((index) => ({ field: `lines.${index}.currency`, message: RATES_STALE_MESSAGE })),
      );
    }
    const tolerance = new Decimal(this.rules.rateTolerancePct).div(100);
    const changes = order.lines.flatMap((line, index): RateChange[] => {
      const current = new Decimal(quote.lines[index]!.rate);
      const moved = new Decimal(line.shownRate).minus(current).abs().div(current);
      return moved.gt(tolerance)
        ? [
            {
              line: index,
              currency: line.currency,
              shownRate: line.shownRate,
              currentRate: quote.lines[index]!.rate,
            },
          ]
        : [];
    });
    return { quote, marketRates, changes };
  }

  /**
   * Refuses an order whose rates moved beyond the tolerance since the customer saw them
   * (RATES_CHANGED, 409), with the fresh quote and what moved beside the message.
   */
  checkRatesUnmoved({ quote, changes }: PricedOrder): void {
    if (changes.length === 0) return;
    throw new DomainError('RATES_CHANGED', OrderMessages.ratesChanged, undefined, {
      quote,
      changes,
    } satisfies RatesChanged);
  }

  /** Refuses an order outside the configured value limits, with the limit in the message. */
  checkLimits(totalGbp: string): void {
    const total = new Decimal(totalGbp);
    if (total.lt(this.rules.minGbp)) {
      throw limitError(LimitMessages.minimum(this.rules.minGbp));
    }
    if (total.gt(this.rules.maxGbp)) {
      throw limitError(LimitMessages.maximum(this.rules.maxGbp));
    }
  }

  /** True when the bureau offers the currency: it is in the rate table orders are priced from. */
  async offers(code: string): Promise<boolean> {
    const table = await this.rates.table();
    return table.currencies.some((currency) => currency.code === code);
  }

  /** True when the currency's rate was refreshed longer ago than the maximum age. */
  isStale(currency: Pick<PricedCurrency, 'updatedAt'>, now: Date): boolean {
    const maxAgeSeconds = this.rules.maxRateAgeSeconds;
    return ratesAreStale({ refreshedAt: currency.updatedAt, maxAgeSeconds }, now);
  }

  private priceAt(
    table: CurrencyTable,
    lines: readonly LineRequest[],
    now: Date,
  ): { quote: Quote; marketRates: string[]; stale: number[] } {
    const byCode = new Map(table.currencies.map((currency) => [currency.code, currency]));
    const issues: ErrorDetail[] = [];
    const priced = lines.map((line, index) => {
      const currency = byCode.get(line.currency);
      if (!currency) {
        issues.push({
          field: `lines.${index}.currency`,
          message: PricingMessages.UNKNOWN_CURRENCY,
        });
        return undefined;
      }
      try {
        return {
          line: priceLineAtRate(line, rateFor(currency, line.way), `lines.${index}.amount`),
          market: currency.marketRate,
        };
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
        issues.push({ field: error.field, message: error.message });
        return undefined;
      }
    });
    if (issues.length > 0) {
      throw new DomainError('ORDER_LINES_INVALID', issues[0]!.message, issues);
    }
    const done = priced as { line: Quote['lines'][number]; market: string }[];
    // Each line's own rate: a currency the provider could not refresh keeps its old time.
    const stale = lines.flatMap((line, index) =>
      this.isStale(byCode.get(line.currency)!, now) ? [index] : [],
    );
    const total = done.reduce((sum, { line }) => sum.plus(line.gbp), new Decimal(0));
    return {
      quote: {
        lines: done.map(({ line }) => line),
        totalGbp: toFixed(total, GBP_DECIMALS),
        ratesAsOf: table.asOf,
        pricedAt: now.toISOString(),
        indicative: table.status.provider === 'offline' || stale.length > 0,
        limits: { minGbp: this.rules.minGbp, maxGbp: this.rules.maxGbp },
      },
      marketRates: done.map(({ market }) => market),
      stale,
    };
  }
}

function rateFor(currency: PricedCurrency, way: LineRequest['way']): string {
  return way === 'collect' ? currency.rates.collect : currency.rates.sell;
}

function limitError(message: string): DomainError {
  return new DomainError('ORDER_LINES_INVALID', message, [{ field: 'lines', message }]);
}
