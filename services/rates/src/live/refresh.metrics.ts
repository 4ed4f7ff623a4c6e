import { Inject, Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { RATE_METRICS } from '@fx/contracts';
import { Metrics } from '@fx/service-kit';
import { RATE_PROVIDER } from '../providers/provider.token';
import type { RateProvider } from '../providers/rate-provider';

/**
 * Refreshes as operators count them, by provider. A refresh fails when the provider gave no rate
 * at all (unreachable, refusing, answering nonsense); one that priced some currencies but not
 * others counts as a refresh, and the currencies it left out age in `fx_rate_age_seconds`.
 */
@Injectable()
export class RefreshMetrics {
  private readonly refreshes: Counter<'provider'>;
  private readonly failures: Counter<'provider'>;

  constructor(metrics: Metrics, @Inject(RATE_PROVIDER) provider: RateProvider) {
    this.refreshes = metrics.counter(
      RATE_METRICS.rateRefreshes,
      'Rate refreshes in which the provider priced currencies, by provider',
      ['provider'],
    );
    this.failures = metrics.counter(
      RATE_METRICS.rateProviderFailures,
      'Rate refreshes in which the provider priced nothing (unreachable, refusing, bad answer)',
      ['provider'],
    );
    // The configured provider's series exist from the start, so the first failure is a change.
    this.refreshes.inc({ provider: provider.name }, 0);
    this.failures.inc({ provider: provider.name }, 0);
  }

  /** One refresh's answer: how many of the active currencies the provider priced. */
  answered(provider: string, priced: number, asked: number): void {
    if (priced === 0 && asked > 0) this.failures.inc({ provider });
    else this.refreshes.inc({ provider });
  }
}
