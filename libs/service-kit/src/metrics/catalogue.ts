/**
 * A metric of the platform's own: its name starts `fx_`. Every series also carries `service` (the
 * service's name); Prometheus adds `job` and `instance`. Durations are in seconds, as Prometheus
 * expects.
 */
export type MetricName = `fx_${string}`;

/**
 * The generic metrics, with their labels: what service-kit records in every service (messaging,
 * queues, outbox) and the HTTP metric of the gateway's public port. Each service exposes them on
 * its internal health port at `/metrics` (Prometheus text); `deploy/prometheus/alerts.yml` may use
 * them and `docs/operations.md` explains them. Each domain names its own metrics beside its
 * contracts (`libs/contracts/src/<domain>/metrics.ts`: RATE_METRICS, ORDER_METRICS,
 * NOTIFICATION_METRICS).
 *
 * prom-client's default process metrics (`process_cpu_seconds_total`,
 * `process_resident_memory_bytes`, `nodejs_eventloop_lag_seconds`, ...) come on top of these.
 */
export const METRICS = {
  // ---- Every service (service-kit) ----
  /** Histogram {request, outcome}: a request sent over RabbitMQ until its reply. `outcome` is
   *  `ok`, the reply's error code in lower case (`validation_failed`, `not_found`, ...), or
   *  `unavailable` (no answer in time, broker unreachable). */
  rpcClientDuration: 'fx_rpc_client_duration_seconds',
  /** Histogram {request, outcome}: a request answered, from receipt to reply (same outcomes). */
  rpcServerDuration: 'fx_rpc_server_duration_seconds',
  /** Counter {event, outcome}: events published (`outcome` `ok` or `failed`: not confirmed). */
  eventsPublished: 'fx_events_published_total',
  /** Histogram {queue, event, outcome}: one delivery handled; `outcome` is an EventOutcome
   *  (`handled`, `not_acted_on`, `retried`, `dead_lettered`, `dropped`). */
  eventHandlingDuration: 'fx_event_handling_duration_seconds',
  /** Gauge {queue}: messages ready in one of this service's durable queues (requests, events,
   *  retry), read from the broker at scrape time. `queue` is the name without the broker
   *  namespace (`orders.requests`, `notifications.orders`, `notifications.orders.retry`); a
   *  process's own exclusive queues are not counted. Empty while the broker is unreachable. */
  queueMessages: 'fx_queue_messages',
  /** Gauge {queue}: messages parked in one of this service's dead-letter queues, read at scrape
   *  time; `queue` is the dead-letter queue's name without the namespace
   *  (`notifications.orders.dlq`). */
  deadLetters: 'fx_dead_letters',

  // ---- Every service with an outbox (service-kit's OutboxModule: rates, orders, identity) ----
  /** Gauge: the service's outbox entries not yet published to RabbitMQ (read from its table, so
   *  every instance of the service reports the same figure). */
  outboxBacklog: 'fx_outbox_backlog',
  /** Gauge: age of the service's oldest unpublished outbox entry (0 when there is none). */
  outboxOldestAge: 'fx_outbox_oldest_age_seconds',

  // ---- HTTP (the gateway's public port) ----
  /** Histogram {method, route, status_class}: HTTP requests on the public port. `route` is the
   *  route's pattern (`/api/v1/orders/:id`), or `unmatched`; `status_class` is `2xx`..`5xx`. */
  httpRequestDuration: 'fx_http_request_duration_seconds',
} as const satisfies Record<string, MetricName>;
