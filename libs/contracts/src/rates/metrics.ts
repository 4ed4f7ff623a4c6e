/**
 * The rates domain's metrics, with their labels: what the rates service exposes on its internal
 * health port at `/metrics` and the alert rules (`deploy/prometheus/alerts.yml`) watch. The
 * generic ones every service exposes (messaging, queues, outbox, HTTP) are service-kit's `METRICS`.
 */
export const RATE_METRICS = {
  /** Gauge {currency}: age of the rate the site shows for each active currency. */
  rateAge: 'fx_rate_age_seconds',
  /** Gauge: the oldest a rate may be before the site stops offering it (the spec's maximum age). */
  rateMaxAge: 'fx_rate_max_age_seconds',
  /** Counter {provider}: rate refreshes that failed (provider unreachable, bad answer). */
  rateProviderFailures: 'fx_rate_provider_failures_total',
  /** Counter {provider}: rate refreshes that succeeded. */
  rateRefreshes: 'fx_rate_refreshes_total',
} as const;
