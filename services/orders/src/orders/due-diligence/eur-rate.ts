import { Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { addDays, isBankHoliday, londonNow, weekdayOf } from '@fx/contracts';
import { Clock, DomainError, RpcClient } from '@fx/service-kit';

/** The EUR market rate (euros per pound) due diligence converts at, and the day it is of. */
export interface EurRate {
  rate: string;
  day: string;
}

/** Enough history to reach back over the longest run of weekend and bank holidays. */
const HISTORY_DAYS = 14;

/** The London working day before `today` (weekends and England's bank holidays skipped). */
export function previousWorkingDay(today: string): string {
  let day = addDays(today, -1);
  while (['sat', 'sun'].includes(weekdayOf(day)) || isBankHoliday('england-and-wales', day))
    day = addDays(day, -1);
  return day;
}

/** The instant a London day starts. */
export function londonMidnight(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const wall = londonNow(guess);
  const offset = Date.parse(`${wall.date}T${wall.time}:00Z`) - guess.getTime();
  return new Date(guess.getTime() - offset);
}

/**
 * The Money Laundering Regulations' euro threshold is converted at the previous working day's
 * market rate: the rates service's last EUR point on or before the end of the previous London
 * working day, asked once a day (rates.currencies.history). When it has no point that old (a new
 * installation), the latest it has is used and its own day stored with the decision; with no EUR
 * rate at all, due diligence cannot be decided and the order is refused (503). Asked at start
 * and kept for the day, so orders are still taken while the broker is away; when the rates
 * service cannot answer, the rate last known is used (its day stored with the decision).
 */
@Injectable()
export class EurRates implements OnApplicationBootstrap {
  private cached: { today: string; rate: EurRate } | null = null;
  private lastKnown: EurRate | null = null;

  constructor(
    private readonly rpc: RpcClient,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.forDay(this.clock.now()).catch(() => undefined);
  }

  async forDay(now: Date): Promise<EurRate> {
    const today = londonNow(now).date;
    if (this.cached?.today === today) return this.cached.rate;
    try {
      const { rate, onTime } = await this.ask(today);
      // The previous working day's own rate is kept for the day; a stand-in is asked again.
      if (onTime) this.cached = { today, rate };
      this.lastKnown = rate;
      return rate;
    } catch (error) {
      if (this.lastKnown) return this.lastKnown;
      throw error;
    }
  }

  private async ask(today: string): Promise<{ rate: EurRate; onTime: boolean }> {
    const day = previousWorkingDay(today);
    const end = londonMidnight(addDays(day, 1)).getTime();
    const { points } = await this.rpc.request('rates.currencies.history', {
      code: 'EUR',
      days: HISTORY_DAYS,
    });
    const sorted = [...points].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const onTime = sorted.filter((point) => Date.parse(point.at) < end).at(-1);
    const point = onTime ?? sorted.at(-1);
    if (!point)
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        'Orders cannot be taken right now: the euro rate for customer due diligence is unknown',
      );
    const rateDay = onTime ? day : londonNow(new Date(point.at)).date;
    return { rate: { rate: point.marketRate, day: rateDay }, onTime: Boolean(onTime) };
  }
}
